import { Migration } from '@mikro-orm/migrations';
import { auditTrigger } from '../audit-triggers';

/**
 * Issue 21, Content → Photos (decision 041): uploaded photos live beside the generated ones in `photo`, unpublished
 * until the owner gives alt text, and a job per upload encodes them off the request path. The job table is claimed
 * with SELECT … FOR UPDATE SKIP LOCKED, so any server process may run it; its progress is bookkeeping, not an edit.
 */
export class Migration20261127002000PhotoUploads extends Migration {
  override up(): void {
    this.addSql(`alter table "photo"
      add column "published" boolean not null default true,
      add column "uploaded" boolean not null default false,
      add column "ready" boolean not null default true,
      add column "placeholder" text null;`);
    this.addSql(`create table "photo_job" (
      "id" serial primary key,
      "photo_id" int not null references "photo" ("id") on delete cascade,
      "original_key" varchar(200) not null,
      "target_slug" varchar(120) not null,
      "status" varchar(10) not null default 'queued' check ("status" in ('queued', 'running', 'done', 'failed')),
      "progress" int not null default 0 check ("progress" between 0 and 100),
      "error" text null,
      "attempts" int not null default 0,
      "locked_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now());`);
    this.addSql('create index "photo_job_waiting" on "photo_job" ("id") where "status" in (\'queued\', \'running\');');
    this.addSql('create index "photo_job_photo" on "photo_job" ("photo_id");');
    this.addSql(auditTrigger('photo_job', 'id', ['status', 'progress', 'error', 'attempts', 'locked_at', 'updated_at']));
  }

  override down(): void {
    this.addSql('drop table if exists "photo_job";');
    this.addSql('alter table "photo" drop column "published", drop column "uploaded", drop column "ready", drop column "placeholder";');
  }
}

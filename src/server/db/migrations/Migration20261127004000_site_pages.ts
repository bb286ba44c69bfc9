import { Migration } from '@mikro-orm/migrations';
import { auditTrigger } from '../audit-triggers';

/**
 * Issue 21, Page Builder (decision 043): each public page's blocks. A page without a row shows the layout the
 * code ships (src/shared/pages/default-pages.ts); its first save makes the row. `revision` counts saves, so a
 * save made over an older revision is refused instead of overwriting someone else's. Every publish keeps a version.
 */
export class Migration20261127004000SitePages extends Migration {
  override up(): void {
    this.addSql(`create table "site_page" (
      "slug" varchar(60) primary key,
      "draft" jsonb not null,
      "revision" int not null default 1 check ("revision" > 0),
      "draft_saved_by" uuid null references "app_user" ("id") on delete set null,
      "draft_saved_at" timestamptz not null default now(),
      "published" jsonb null,
      "published_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create table "site_page_version" (
      "id" serial primary key,
      "slug" varchar(60) not null references "site_page" ("slug") on delete cascade,
      "number" int not null check ("number" > 0),
      "document" jsonb not null,
      "published_by" uuid null references "app_user" ("id") on delete set null,
      "published_by_name" varchar(100) not null,
      "published_at" timestamptz not null default now(),
      unique ("slug", "number"));`);
    this.addSql(auditTrigger('site_page', 'slug', ['draft_saved_at']));
    this.addSql(auditTrigger('site_page_version', 'id'));
  }

  override down(): void {
    this.addSql('drop table if exists "site_page_version";');
    this.addSql('drop table if exists "site_page";');
  }
}

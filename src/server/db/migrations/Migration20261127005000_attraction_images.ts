import { Migration } from '@mikro-orm/migrations';
import { auditTrigger } from '../audit-triggers';

/**
 * Issue 21, Nearby attractions' images (decision 044): an attraction's uploaded images, each with its alt text and
 * place in the attraction's order, encoded by the same job as the gallery's photos. A job now belongs to exactly one
 * photo or one attraction image; deleting either (or the attraction) takes its jobs with it.
 */
export class Migration20261127005000AttractionImages extends Migration {
  override up(): void {
    this.addSql(`create table "attraction_image" (
      "id" serial primary key,
      "attraction_id" int not null references "attraction" ("id") on delete cascade,
      "slug" varchar(120) not null unique,
      "alt" varchar(300) not null,
      "sort_order" int not null,
      "ready" boolean not null default false,
      "placeholder" text null);`);
    this.addSql('create index "attraction_image_attraction" on "attraction_image" ("attraction_id", "sort_order");');
    this.addSql(auditTrigger('attraction_image', 'id', ['placeholder']));
    this.addSql(`alter table "photo_job"
      alter column "photo_id" drop not null,
      add column "attraction_image_id" int null references "attraction_image" ("id") on delete cascade,
      add constraint "photo_job_one_target" check (num_nonnulls("photo_id", "attraction_image_id") = 1);`);
    this.addSql('create index "photo_job_attraction_image" on "photo_job" ("attraction_image_id");');
  }

  override down(): void {
    this.addSql('delete from "photo_job" where "photo_id" is null;');
    this.addSql('alter table "photo_job" drop constraint "photo_job_one_target", drop column "attraction_image_id", alter column "photo_id" set not null;');
    this.addSql('drop table if exists "attraction_image";');
  }
}

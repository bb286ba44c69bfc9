import { Migration } from '@mikro-orm/migrations';

export class Migration20261122071739CalendarSync extends Migration {

  override up(): void {
    this.addSql(`create table "calendar_feed" ("id" serial primary key, "name" varchar(60) not null, "url" varchar(2000) not null, "last_attempt_at" timestamptz null, "last_success_at" timestamptz null, "last_error" text null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "calendar_feed" add constraint "calendar_feed_url_unique" unique ("url");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "calendar_feed" cascade;`);
  }

}

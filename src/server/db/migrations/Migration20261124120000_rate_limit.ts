import { Migration } from '@mikro-orm/migrations';

export class Migration20261124120000RateLimit extends Migration {
  override up(): void {
    this.addSql(`create table "rate_limit" ("key" varchar(300) not null, "hits" int not null, "window_started_at" timestamptz not null, "reset_at" timestamptz not null, constraint "rate_limit_pkey" primary key ("key"));`);
    this.addSql(`create index "rate_limit_reset_at_index" on "rate_limit" ("reset_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rate_limit" cascade;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The sign-in guard: failures per (account, client) and per account instead of
 * per address alone (old rows carry nothing worth keeping), clients that signed
 * in before, and password-reset links.
 */
export class Migration20261124130000LoginGuard extends Migration {
  override up(): void {
    this.addSql(`drop table if exists "login_throttle" cascade;`);
    this.addSql(`create table "login_throttle" ("account" varchar(254) not null, "client" varchar(64) not null, "failures" int not null, "last_failure_at" timestamptz not null, "retry_at" timestamptz not null, constraint "login_throttle_pkey" primary key ("account", "client"));`);
    this.addSql(`create index "login_throttle_retry_at_index" on "login_throttle" ("retry_at");`);

    this.addSql(`create table "login_history" ("user_id" uuid not null, "client" varchar(64) not null, "last_success_at" timestamptz not null, constraint "login_history_pkey" primary key ("user_id", "client"));`);
    this.addSql(`alter table "login_history" add constraint "login_history_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "password_reset" ("user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, constraint "password_reset_pkey" primary key ("user_id"));`);
    this.addSql(`alter table "password_reset" add constraint "password_reset_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "password_reset" add constraint "password_reset_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "password_reset" cascade;`);
    this.addSql(`drop table if exists "login_history" cascade;`);
    this.addSql(`drop table if exists "login_throttle" cascade;`);
    this.addSql(`create table "login_throttle" ("key" varchar(300) not null, "failures" int not null, "window_started_at" timestamptz not null, "locked_until" timestamptz null, constraint "login_throttle_pkey" primary key ("key"));`);
  }
}

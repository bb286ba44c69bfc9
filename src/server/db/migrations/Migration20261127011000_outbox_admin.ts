import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22, the Sent list (decision 052): every try at sending an e-mail is a row of its own (outbox_attempt),
 * a resent e-mail names the one it copies (resent_from_id), and the list's filters have indexes: created_at for
 * the date range, kind, the failing ones (pending with a failed try), and a trigram index on the lower-cased
 * address for "part of the address" when pg_trgm can be created (as the chat's search does).
 */
export class Migration20261127011000OutboxAdmin extends Migration {
  override up(): void {
    this.addSql(`alter table "outbox_email" add column "resent_from_id" int null references "outbox_email" ("id") on delete set null;`);
    this.addSql(`create index "outbox_email_resent_from_index" on "outbox_email" ("resent_from_id") where "resent_from_id" is not null;`);
    this.addSql(`create index "outbox_email_created_at_index" on "outbox_email" ("created_at");`);
    this.addSql(`create index "outbox_email_kind_index" on "outbox_email" ("kind", "id");`);
    this.addSql(`create index "outbox_email_failing_index" on "outbox_email" ("id") where "status" = 'pending' and "attempts" > 0;`);
    this.addSql(
      `create table "outbox_attempt" (` +
        `"id" bigserial primary key, ` +
        `"outbox_email_id" int not null references "outbox_email" ("id") on delete cascade, ` +
        `"at" timestamptz not null, ` +
        `"ok" boolean not null, ` +
        `"error" text null);`,
    );
    this.addSql(`create index "outbox_attempt_email_index" on "outbox_attempt" ("outbox_email_id", "at");`);
    this.addSql(
      `do $$ begin ` +
        `if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then ` +
        `create extension if not exists pg_trgm; ` +
        `execute 'create index "outbox_email_to_search_index" on "outbox_email" using gin (lower("to") gin_trgm_ops)'; ` +
        `end if; ` +
        `exception when insufficient_privilege then null; ` +
        `end $$;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "outbox_attempt";`);
    this.addSql(`drop index if exists "outbox_email_to_search_index";`);
    this.addSql(`drop index if exists "outbox_email_failing_index";`);
    this.addSql(`drop index if exists "outbox_email_kind_index";`);
    this.addSql(`drop index if exists "outbox_email_created_at_index";`);
    this.addSql(`alter table "outbox_email" drop column "resent_from_id";`);
  }
}

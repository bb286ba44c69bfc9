import { Migration } from '@mikro-orm/migrations';

/**
 * Live chat: one conversation per visitor (named by a signed cookie, nothing else) and its messages.
 * A message's bigserial id is monotonic and is the resume cursor of every subscription. client_id is
 * the browser's id for one message, unique per conversation, so a retried send never stores it twice.
 * Search uses trigram indexes when pg_trgm can be created here (it ships with PostgreSQL's contrib and
 * is a trusted extension); without it, the same ILIKE queries run on a sequential scan.
 */
export class Migration20261124200000Chat extends Migration {
  override up(): void {
    this.addSql(
      `create table "chat_conversation" (` +
        `"id" uuid primary key default gen_random_uuid(), ` +
        `"visitor_name" varchar(100) not null, ` +
        `"visitor_email" varchar(254) not null, ` +
        `"status" text check ("status" in ('open', 'resolved', 'blocked')) not null default 'open', ` +
        `"held_for_review" boolean not null default false, ` +
        `"created_at" timestamptz not null, ` +
        `"last_message_at" timestamptz not null, ` +
        `"host_read_up_to" bigint not null default 0, ` +
        `"guest_read_up_to" bigint not null default 0, ` +
        `"last_host_alert_at" timestamptz null, ` +
        `"last_guest_alert_at" timestamptz null);`,
    );
    this.addSql(`create index "chat_conversation_inbox_index" on "chat_conversation" ("status", "last_message_at" desc);`);
    this.addSql(`create index "chat_conversation_email_index" on "chat_conversation" (lower("visitor_email"));`);
    this.addSql(
      `create table "chat_message" (` +
        `"id" bigserial primary key, ` +
        `"conversation_id" uuid not null references "chat_conversation" ("id") on delete cascade, ` +
        `"author" text check ("author" in ('guest', 'host')) not null, ` +
        `"author_user_id" uuid null, ` +
        `"body" varchar(2000) not null, ` +
        `"client_id" varchar(64) null, ` +
        `"created_at" timestamptz not null, ` +
        `constraint "chat_message_client_id_unique" unique ("conversation_id", "client_id"));`,
    );
    this.addSql(`create index "chat_message_conversation_index" on "chat_message" ("conversation_id", "id");`);
    this.addSql(
      `do $$ begin ` +
        `if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then ` +
        `create extension if not exists pg_trgm; ` +
        `execute 'create index "chat_conversation_search_index" on "chat_conversation" using gin (("visitor_name" || '' '' || "visitor_email") gin_trgm_ops)'; ` +
        `execute 'create index "chat_message_search_index" on "chat_message" using gin ("body" gin_trgm_ops)'; ` +
        `end if; ` +
        `exception when insufficient_privilege then null; ` +
        `end $$;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "chat_message" cascade;`);
    this.addSql(`drop table if exists "chat_conversation" cascade;`);
  }
}

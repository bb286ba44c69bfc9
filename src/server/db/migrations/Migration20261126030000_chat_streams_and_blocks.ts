import { Migration } from '@mikro-orm/migrations';

/**
 * Chat hardening (issue 17):
 * - each open stream's presence row names its client (a keyed hash of the address), so the caps per
 *   client and per conversation count every server process's streams (G2);
 * - where each conversation came from (the same keyed hash), and the blocks an owner sets: a blocked
 *   conversation refuses new conversations from its e-mail address and its client until
 *   `blocked_until` (G9).
 */
export class Migration20261126030000ChatStreamsAndBlocks extends Migration {
  override up(): void {
    this.addSql(`alter table "chat_presence" add column "client_hash" text null;`);
    this.addSql(`create index "chat_presence_client_index" on "chat_presence" ("client_hash", "last_seen_at");`);
    this.addSql(
      `create table "chat_conversation_client" (` +
        `"conversation_id" uuid primary key references "chat_conversation" ("id") on delete cascade, ` +
        `"client_hash" text not null);`,
    );
    this.addSql(
      `create table "chat_block" (` +
        `"conversation_id" uuid primary key references "chat_conversation" ("id") on delete cascade, ` +
        `"email" varchar(254) not null, ` +
        `"client_hash" text null, ` +
        `"blocked_until" timestamptz not null, ` +
        `"created_at" timestamptz not null);`,
    );
    this.addSql(`create index "chat_block_email_index" on "chat_block" ("email", "blocked_until");`);
    this.addSql(`create index "chat_block_client_index" on "chat_block" ("client_hash", "blocked_until");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "chat_block" cascade;`);
    this.addSql(`drop table if exists "chat_conversation_client" cascade;`);
    this.addSql(`drop index if exists "chat_presence_client_index";`);
    this.addSql(`alter table "chat_presence" drop column if exists "client_hash";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Who has a chat stream open, across every server process: the host's inbox or a guest's
 * conversation, refreshed every 20 s while open and deleted on close (a row older than a
 * minute counts as gone). The e-mail fallback asks it whether anyone is there.
 */
export class Migration20261124210000ChatPresence extends Migration {
  override up(): void {
    this.addSql(
      `create table "chat_presence" (` +
        `"id" uuid primary key, ` +
        `"kind" text check ("kind" in ('host', 'guest')) not null, ` +
        `"account_id" uuid null, ` +
        `"conversation_id" uuid null, ` +
        `"last_seen_at" timestamptz not null);`,
    );
    this.addSql(`create index "chat_presence_kind_index" on "chat_presence" ("kind", "conversation_id", "last_seen_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "chat_presence" cascade;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's live stream (issue 19, point 7). An admin tab's stream away from the chat inbox is a presence of
 * its own kind ('admin'): it counts against the stream caps but does not mean the host is reading the chat.
 * Bookings' timelines and contact messages announce themselves on the chat channel (topic 'activity') from
 * triggers, so every writer, present and future, wakes the admins' streams in every process on commit.
 */
export class Migration20261126055500AdminLive extends Migration {
  override up(): void {
    this.addSql(`alter table "chat_presence" drop constraint if exists "chat_presence_kind_check";`);
    this.addSql(`alter table "chat_presence" add constraint "chat_presence_kind_check" check ("kind" in ('host', 'admin', 'guest'));`);
    this.addSql(
      `create or replace function "announce_admin_activity"() returns trigger language plpgsql as $$ ` +
        `begin perform pg_notify('chat', 'activity:' || tg_table_name); return null; end $$;`,
    );
    this.addSql(
      `create trigger "booking_event_announce" after insert on "booking_event" for each statement execute function "announce_admin_activity"();`,
    );
    this.addSql(
      `create trigger "contact_message_announce" after insert on "contact_message" for each statement execute function "announce_admin_activity"();`,
    );
  }

  override down(): void {
    this.addSql(`drop trigger if exists "contact_message_announce" on "contact_message";`);
    this.addSql(`drop trigger if exists "booking_event_announce" on "booking_event";`);
    this.addSql(`drop function if exists "announce_admin_activity"();`);
    this.addSql(`delete from "chat_presence" where "kind" = 'admin';`);
    this.addSql(`alter table "chat_presence" drop constraint if exists "chat_presence_kind_check";`);
    this.addSql(`alter table "chat_presence" add constraint "chat_presence_kind_check" check ("kind" in ('host', 'guest'));`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Guests' messages get an answered state: when the owner or staff marked one answered, and who
 * (null again after a reopen; a removed account leaves the time without a name). The partial index
 * serves the dashboard's count of unanswered messages and the list's unanswered-first order.
 */
export class Migration20261124190000ContactAnswered extends Migration {
  override up(): void {
    this.addSql(
      `alter table "contact_message" ` +
        `add column "answered_at" timestamptz null, ` +
        `add column "answered_by" uuid null references "app_user" ("id") on delete set null;`,
    );
    this.addSql(`create index "contact_message_unanswered_index" on "contact_message" ("created_at") where "answered_at" is null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "contact_message_unanswered_index";`);
    this.addSql(`alter table "contact_message" drop column if exists "answered_by", drop column if exists "answered_at";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Who a chat visitor has proven to be (issue 17, G4): the time the e-mail address was confirmed and the booking
 * the chat was opened from. And the key version of the e-mailed links (G10), which the host raises to end them.
 * Conversations from before count as unconfirmed: nobody proved their addresses.
 */
export class Migration20261126040000ChatIdentity extends Migration {
  override up(): void {
    this.addSql(
      `alter table "chat_conversation" ` +
        `add column "email_confirmed_at" timestamptz null, ` +
        `add column "booking_id" uuid null references "booking" ("id") on delete set null, ` +
        `add column "link_version" int not null default 1;`,
    );
    this.addSql(`create index "chat_conversation_booking_index" on "chat_conversation" ("booking_id") where "booking_id" is not null;`);
  }

  override down(): void {
    this.addSql(`alter table "chat_conversation" drop column "email_confirmed_at", drop column "booking_id", drop column "link_version";`);
  }
}

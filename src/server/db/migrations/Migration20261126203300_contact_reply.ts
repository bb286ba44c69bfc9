import { Migration } from '@mikro-orm/migrations';

/**
 * Answers to guests' contact messages written in the admin (issue 19, point 10), kept under the message they
 * answer (removed with it). The writer's name is copied, so the thread still says who answered once the
 * account is gone. Guest history finds a guest's messages by e-mail address in any case.
 */
export class Migration20261126203300ContactReply extends Migration {
  override up(): void {
    this.addSql(
      `create table "contact_reply" (` +
        `"id" serial primary key, ` +
        `"message_id" int not null references "contact_message" ("id") on delete cascade, ` +
        `"text" text not null, ` +
        `"sent_by_user_id" uuid null references "app_user" ("id") on delete set null, ` +
        `"sent_by_name" varchar(100) not null, ` +
        `"sent_at" timestamptz not null);`,
    );
    this.addSql(`create index "contact_reply_message_index" on "contact_reply" ("message_id", "id");`);
    this.addSql(`create index "contact_message_email_index" on "contact_message" (lower("email"));`);
  }

  override down(): void {
    this.addSql(`drop index if exists "contact_message_email_index";`);
    this.addSql(`drop table if exists "contact_reply" cascade;`);
  }
}

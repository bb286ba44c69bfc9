import { Migration } from '@mikro-orm/migrations';

export class Migration20261122064920ContactOutbox extends Migration {

  override up(): void {
    this.addSql(`create table "contact_message" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(40) null, "message" text not null, "created_at" timestamptz not null);`);

    this.addSql(`create table "outbox_email" ("id" serial primary key, "kind" varchar(60) not null, "to" varchar(254) not null, "reply_to" varchar(254) null, "subject" varchar(300) not null, "text" text not null, "html" text not null, "status" text check ("status" in ('pending', 'sent')) not null, "attempts" int not null, "last_error" text null, "next_attempt_at" timestamptz not null, "sent_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "outbox_email_status_next_attempt_at_index" on "outbox_email" ("status", "next_attempt_at");`);


  }

  override down(): void {
    this.addSql(`drop table if exists "contact_message" cascade;`);

    this.addSql(`drop table if exists "outbox_email" cascade;`);


  }

}

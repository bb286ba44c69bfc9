import { Migration } from '@mikro-orm/migrations';

export class Migration20261123115147Checkout extends Migration {

  override up(): void {
    this.addSql(`create table "coupon" ("id" serial primary key, "code" varchar(40) not null, "kind" text check ("kind" in ('percent', 'fixed')) not null, "value" int not null, "valid_from" date null, "valid_to" date null, "max_uses" int null, "times_used" int not null default 0, "active" boolean not null default true, "created_at" timestamptz not null, constraint coupon_uses check (max_uses is null or times_used <= max_uses));`);
    this.addSql(`alter table "coupon" add constraint "coupon_code_unique" unique ("code");`);

    this.addSql(`create table "payment_event" ("id" varchar(255) not null, "type" varchar(100) not null, "payment_intent_id" varchar(255) null, "received_at" timestamptz not null, constraint "payment_event_pkey" primary key ("id"));`);

    this.addSql(`alter table "booking" add column "quote" jsonb null, add column "pricing" jsonb null, add column "coupon_code" varchar(40) null, add column "guest_name" varchar(120) null, add column "guest_email" varchar(254) null, add column "guest_phone" varchar(40) null, add column "arrival_time" varchar(20) null, add column "guest_message" text null, add column "policies_accepted_at" timestamptz null, add column "payment_provider" varchar(10) null, add column "payment_intent_id" varchar(255) null, add column "paid_cents" int not null default 0, add column "refunded_cents" int not null default 0, add column "confirmed_at" timestamptz null, add column "cancelled_at" timestamptz null;`);
    this.addSql(`alter table "booking" add constraint "booking_payment_intent_id_unique" unique ("payment_intent_id");`);
    this.addSql(`create index "booking_guest_email_index" on "booking" ("guest_email");`);

    this.addSql(`alter table "outbox_email" add column "attachments" jsonb null;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "coupon" cascade;`);

    this.addSql(`drop table if exists "payment_event" cascade;`);

    this.addSql(`alter table "booking" drop constraint "booking_payment_intent_id_unique";`);
    this.addSql(`drop index "booking_guest_email_index";`);
    this.addSql(`alter table "booking" drop column "quote", drop column "pricing", drop column "coupon_code", drop column "guest_name", drop column "guest_email", drop column "guest_phone", drop column "arrival_time", drop column "guest_message", drop column "policies_accepted_at", drop column "payment_provider", drop column "payment_intent_id", drop column "paid_cents", drop column "refunded_cents", drop column "confirmed_at", drop column "cancelled_at";`);

    this.addSql(`alter table "outbox_email" drop column "attachments";`);
  }

}

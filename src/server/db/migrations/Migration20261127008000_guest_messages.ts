import { Migration } from '@mikro-orm/migrations';
import { auditTrigger } from '../audit-triggers';

/**
 * Issue 22, automated guest messages (decision 048): the owner's rules (one row per message, seeded with the
 * defaults), the owner-only house access (one row: exact address, door code, Wi-Fi, private check-in
 * instructions) and one scheduled message per booking and kind, unique, so a message is planned once and sent
 * once. Rules and house access are audited (decision 036); the schedule is the system's bookkeeping.
 */
export class Migration20261127008000GuestMessages extends Migration {
  override up(): void {
    this.addSql(`create table "guest_message_rule" (
      "kind" varchar(20) not null primary key check ("kind" in ('pre_arrival', 'check_in_day', 'review_request')),
      "enabled" boolean not null,
      "days" smallint not null check ("days" between 0 and 30),
      "hour" smallint not null check ("hour" between 0 and 23),
      "updated_at" timestamptz not null default now());`);
    this.addSql(`insert into "guest_message_rule" ("kind", "enabled", "days", "hour") values
      ('pre_arrival', true, 3, 16), ('check_in_day', true, 0, 9), ('review_request', true, 1, 10);`);
    this.addSql(`create table "house_access" (
      "id" smallint not null primary key default 1 check ("id" = 1),
      "exact_address" text not null default '',
      "door_code" text not null default '',
      "wifi_name" varchar(100) not null default '',
      "wifi_password" varchar(100) not null default '',
      "check_in_instructions" text not null default '',
      "updated_at" timestamptz not null default now());`);
    this.addSql(`insert into "house_access" ("id") values (1);`);
    this.addSql(`create table "scheduled_message" (
      "id" bigserial primary key,
      "booking_id" uuid not null references "booking" ("id") on delete cascade,
      "kind" varchar(20) not null check ("kind" in ('pre_arrival', 'check_in_day', 'review_request')),
      "due_at" timestamptz not null,
      "status" varchar(10) not null default 'scheduled' check ("status" in ('scheduled', 'queued', 'skipped')),
      "outbox_email_id" int null references "outbox_email" ("id") on delete set null,
      "done_at" timestamptz null,
      constraint "scheduled_message_booking_kind_unique" unique ("booking_id", "kind"));`);
    this.addSql(`create index "scheduled_message_due_index" on "scheduled_message" ("due_at") where "status" = 'scheduled';`);
    this.addSql(auditTrigger('guest_message_rule', 'kind', ['updated_at']));
    this.addSql(auditTrigger('house_access', 'id', ['updated_at']));
  }

  override down(): void {
    this.addSql(`drop table "scheduled_message";`);
    this.addSql(`drop table "house_access";`);
    this.addSql(`drop table "guest_message_rule";`);
  }
}

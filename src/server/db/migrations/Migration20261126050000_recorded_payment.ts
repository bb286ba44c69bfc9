import { Migration } from '@mikro-orm/migrations';

const EVENT_KINDS_BEFORE = `'held', 'created', 'confirmed', 'emails_queued', 'refunded', 'cancelled', 'confirmation_resent', 'expired', 'released'`;
const EVENT_KINDS = `${EVENT_KINDS_BEFORE}, 'payment_recorded', 'refund_recorded', 'payment_voided'`;

/**
 * Payments and refunds the owner records by hand (issue 19), never deleted: a mistaken one is voided
 * with a reason. The money manual bookings were created with becomes their first entry, on the day
 * they were recorded, so it can be refunded or voided like any other.
 */
export class Migration20261126050000RecordedPayment extends Migration {
  override up(): void {
    this.addSql(
      `create table "recorded_payment" (` +
        `"id" serial primary key, ` +
        `"booking_id" uuid not null references "booking" ("id") on delete cascade, ` +
        `"kind" text check ("kind" in ('payment', 'refund')) not null, ` +
        `"method" text check ("method" in ('cash', 'check', 'bank_transfer', 'card_elsewhere', 'paid_elsewhere', 'other')) not null, ` +
        `"amount_cents" int not null, ` +
        `"received_on" date not null, ` +
        `"note" text not null default '', ` +
        `"recorded_by_user_id" uuid null, ` +
        `"recorded_by_name" varchar(100) null, ` +
        `"recorded_at" timestamptz not null, ` +
        `"voided_at" timestamptz null, ` +
        `"voided_by_name" varchar(100) null, ` +
        `"void_reason" text null, ` +
        `constraint recorded_payment_amount check (amount_cents > 0));`,
    );
    this.addSql(`create index "recorded_payment_booking_id_index" on "recorded_payment" ("booking_id", "id");`);
    this.addSql(`alter table "booking_event" drop constraint if exists "booking_event_kind_check";`);
    this.addSql(`alter table "booking_event" add constraint "booking_event_kind_check" check ("kind" in (${EVENT_KINDS}));`);
    this.addSql(
      `insert into "recorded_payment" ("booking_id", "kind", "method", "amount_cents", "received_on", "note", "recorded_at") ` +
        `select "id", 'payment', "payment_method", "paid_cents", (coalesce("confirmed_at", "created_at") at time zone 'Pacific/Honolulu')::date, 'Recorded with the booking', coalesce("confirmed_at", "created_at") ` +
        `from "booking" where "source" = 'manual' and "payment_method" <> 'due' and "paid_cents" > 0;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "recorded_payment" cascade;`);
    this.addSql(`delete from "booking_event" where "kind" in ('payment_recorded', 'refund_recorded', 'payment_voided');`);
    this.addSql(`alter table "booking_event" drop constraint if exists "booking_event_kind_check";`);
    this.addSql(`alter table "booking_event" add constraint "booking_event_kind_check" check ("kind" in (${EVENT_KINDS_BEFORE}));`);
  }
}

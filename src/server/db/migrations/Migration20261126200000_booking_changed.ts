import { Migration } from '@mikro-orm/migrations';

const EVENT_KINDS_BEFORE = `'held', 'created', 'confirmed', 'emails_queued', 'refunded', 'cancelled', 'confirmation_resent', 'expired', 'released', 'payment_recorded', 'refund_recorded', 'payment_voided'`;
const EVENT_KINDS = `${EVENT_KINDS_BEFORE}, 'changed'`;

/** The owner changes a booking (issue 19, point 2): its timeline records the change with before and after. */
export class Migration20261126200000BookingChanged extends Migration {
  override up(): void {
    this.addSql(`alter table "booking_event" drop constraint if exists "booking_event_kind_check";`);
    this.addSql(`alter table "booking_event" add constraint "booking_event_kind_check" check ("kind" in (${EVENT_KINDS}));`);
  }

  override down(): void {
    this.addSql(`delete from "booking_event" where "kind" = 'changed';`);
    this.addSql(`alter table "booking_event" drop constraint if exists "booking_event_kind_check";`);
    this.addSql(`alter table "booking_event" add constraint "booking_event_kind_check" check ("kind" in (${EVENT_KINDS_BEFORE}));`);
  }
}

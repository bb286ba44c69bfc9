import { Migration } from '@mikro-orm/migrations';

/**
 * Each booking's timeline: held, confirmed, e-mails queued, refunded, cancelled, resent, expired or
 * released, with who did it. Rows are written in the same transaction (often the same statement) as
 * the change they record. Bookings made before this migration start their timeline here.
 */
export class Migration20261124172000BookingEvent extends Migration {
  override up(): void {
    this.addSql(
      `create table "booking_event" (` +
        `"id" serial primary key, ` +
        `"booking_id" uuid not null references "booking" ("id") on delete cascade, ` +
        `"kind" text check ("kind" in ('held', 'created', 'confirmed', 'emails_queued', 'refunded', 'cancelled', 'confirmation_resent', 'expired', 'released')) not null, ` +
        `"actor_kind" text check ("actor_kind" in ('guest', 'admin', 'system')) not null, ` +
        `"actor_user_id" uuid null, ` +
        `"actor_name" varchar(100) null, ` +
        `"amount_cents" int null, ` +
        `"reason" text null, ` +
        `"detail" text null, ` +
        `"created_at" timestamptz not null);`,
    );
    this.addSql(`create index "booking_event_booking_id_index" on "booking_event" ("booking_id", "id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_event" cascade;`);
  }
}

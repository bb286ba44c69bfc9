import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23, point 1: quotes and availability are kept by every server process until the nights change. Whatever
 * writes a booking's nights or a block (a guest's checkout, the hold sweep, an iCal import, the owner, raw SQL)
 * announces it on commit, so no code path can forget to: each process then drops its kept answers
 * (http/page-cache-drops.ts, topic 'nights'). Once per statement, however many rows it wrote.
 */
export class Migration20261128011000NightsChangedNotify extends Migration {
  override up(): void {
    this.addSql(`create or replace function "nights_changed"() returns trigger language plpgsql as $$ begin perform pg_notify('page_cache', 'nights'); return null; end $$;`);
    this.addSql(
      `create trigger "booking_nights_changed" after insert or delete or update of "status", "check_in", "check_out", "hold_expires_at" on "booking" for each statement execute function "nights_changed"();`,
    );
    this.addSql(`create trigger "calendar_block_nights_changed" after insert or delete or update on "calendar_block" for each statement execute function "nights_changed"();`);
    this.addSql(`create trigger "booking_nights_truncated" after truncate on "booking" for each statement execute function "nights_changed"();`);
    this.addSql(`create trigger "calendar_block_nights_truncated" after truncate on "calendar_block" for each statement execute function "nights_changed"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "booking_nights_changed" on "booking";`);
    this.addSql(`drop trigger if exists "calendar_block_nights_changed" on "calendar_block";`);
    this.addSql(`drop trigger if exists "booking_nights_truncated" on "booking";`);
    this.addSql(`drop trigger if exists "calendar_block_nights_truncated" on "calendar_block";`);
    this.addSql(`drop function if exists "nights_changed"();`);
  }
}

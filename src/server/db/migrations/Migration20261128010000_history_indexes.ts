import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23, flat with history: the owner's lists read ten years of bookings and reviews through an index, so a view
 * costs what it shows, not what the years hold (owner-reads-history.int.test.ts checks each read's plan).
 * - Upcoming and past stays, and the calendar's confirmed stays: confirmed bookings by arrival and by departure.
 * - Every booking and abandoned checkouts, newest first; cancellations by when they were cancelled.
 * - Reviews: the owner's list and the guests' (published) newest first, by rating, and the featured few.
 * - The calendar's imported and owner nights that end after a day: the current months, whatever lies behind them.
 * - The tax report's refunds: the few refund events among every booking's timeline.
 */
export class Migration20261128010000HistoryIndexes extends Migration {
  override up(): void {
    this.addSql(`create index "booking_confirmed_check_in_index" on "booking" ("check_in", "reference") where "status" = 'confirmed';`);
    this.addSql(`create index "booking_confirmed_check_out_index" on "booking" ("check_out" desc, "reference") where "status" = 'confirmed';`);
    this.addSql(`create index "booking_created_at_index" on "booking" ("created_at" desc, "reference");`);
    this.addSql(`create index "booking_cancelled_at_index" on "booking" ("cancelled_at" desc nulls last) where "status" = 'cancelled';`);
    this.addSql(`create index "review_date_index" on "review" ("review_date" desc, "id" desc);`);
    this.addSql(`create index "review_published_date_index" on "review" ("review_date" desc, "id" desc) where "is_published";`);
    this.addSql(`create index "review_rating_index" on "review" ("rating", "id");`);
    this.addSql(`create index "review_featured_index" on "review" ("id") where "is_featured";`);
    this.addSql(`create index "calendar_block_end_date_index" on "calendar_block" ("end_date");`);
    this.addSql(`create index "booking_event_refunded_index" on "booking_event" ("booking_id") where "kind" = 'refunded';`);
  }

  override down(): void {
    for (const index of [
      'booking_confirmed_check_in_index',
      'booking_confirmed_check_out_index',
      'booking_created_at_index',
      'booking_cancelled_at_index',
      'review_date_index',
      'review_published_date_index',
      'review_rating_index',
      'review_featured_index',
      'calendar_block_end_date_index',
      'booking_event_refunded_index',
    ]) {
      this.addSql(`drop index if exists "${index}";`);
    }
  }
}

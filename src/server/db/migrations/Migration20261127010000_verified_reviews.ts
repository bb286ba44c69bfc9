import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22, verified reviews: a review written through a stay's review link names its booking, unique, so one
 * stay has at most one verified review (the link's single use, also under two submits at once). The owner's
 * choice to publish them at once is a setting row (key review_settings), audited like every setting.
 */
export class Migration20261127010000VerifiedReviews extends Migration {
  override up(): void {
    this.addSql(`alter table "review" add column "booking_id" uuid null;`);
    this.addSql(`alter table "review" add constraint "review_booking_id_unique" unique ("booking_id");`);
  }

  override down(): void {
    this.addSql(`alter table "review" drop constraint "review_booking_id_unique";`);
    this.addSql(`alter table "review" drop column "booking_id";`);
  }
}

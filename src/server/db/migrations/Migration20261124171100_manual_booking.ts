import { Migration } from '@mikro-orm/migrations';

/**
 * Bookings the owner records by hand (a guest who phoned or paid another way): where a booking
 * came from ('direct' for the site's checkout, 'manual' for the owner's), how a manual one was
 * paid, and why its price differs from the engine's when the owner set it.
 */
export class Migration20261124171100ManualBooking extends Migration {
  override up(): void {
    this.addSql(
      `alter table "booking" add column "source" text check ("source" in ('direct', 'manual')) not null default 'direct', ` +
        `add column "payment_method" text check ("payment_method" in ('cash', 'check', 'bank_transfer', 'paid_elsewhere', 'due')) null, ` +
        `add column "price_override_reason" text null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "booking" drop column "source", drop column "payment_method", drop column "price_override_reason";`);
  }
}

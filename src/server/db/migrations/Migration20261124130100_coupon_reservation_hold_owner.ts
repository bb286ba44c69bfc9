import { Migration } from '@mikro-orm/migrations';

/**
 * A coupon use is reserved when a hold is priced (coupon_reserved marks the
 * booking that holds one of the coupon's times_used), and each hold records
 * a keyed hash of the client that placed it, so one client keeps one live unpaid hold.
 */
export class Migration20261124130100CouponReservationHoldOwner extends Migration {
  override up(): void {
    this.addSql(`alter table "booking" add column "coupon_reserved" boolean not null default false, add column "client_hash" varchar(64) null;`);
    this.addSql(`create index "booking_client_hash_index" on "booking" ("client_hash") where "status" = 'hold';`);
    this.addSql(`create index "booking_coupon_reserved_index" on "booking" ("status") where "coupon_reserved";`);
  }

  override down(): void {
    this.addSql(`drop index "booking_coupon_reserved_index";`);
    this.addSql(`drop index "booking_client_hash_index";`);
    this.addSql(`alter table "booking" drop column "client_hash", drop column "coupon_reserved";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * A partial refund claims its booking for a short lease while the payment provider answers, instead of
 * holding the row lock (and a pooled connection) for that long: a second refund or a cancellation with
 * a refund sees the claim and waits its turn (docs/decisions/008-refund-claim.md).
 */
export class Migration20261126010000RefundClaim extends Migration {
  override up(): void {
    this.addSql(`alter table "booking" add column "refund_claimed_until" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "booking" drop column if exists "refund_claimed_until";`);
  }
}

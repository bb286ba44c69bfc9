import { Migration } from '@mikro-orm/migrations';

export class Migration20261124130400OutboxLease extends Migration {
  override up(): void {
    this.addSql(`alter table "outbox_email" add column "claimed_until" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "outbox_email" drop column "claimed_until";`);
  }
}

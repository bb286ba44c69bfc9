import { Migration } from '@mikro-orm/migrations';

export class Migration20261124130400OutboxLease extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_email" add column "claimed_until" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox_email" drop column "claimed_until";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24, off-machine copies (decision 058): a backup run that wrote its backup but could not copy it to a
 * configured folder or bucket stays ok (the backup is there locally) and notes each failed copy, for the dashboard.
 */
export class Migration20261127015000BackupCopyFailures extends Migration {
  override up(): void {
    this.addSql(`alter table "backup_run" add column "copy_failures" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "backup_run" drop column if exists "copy_failures";`);
  }
}

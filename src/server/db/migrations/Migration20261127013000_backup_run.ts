import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24, backups (decision 056): every backup run, manual or scheduled, is a row every server process and the
 * dashboard read. A scheduled run names its Honolulu day, unique, so of several processes exactly one claims it.
 * Not audited: the rows are the server's own record, never an owner's edit.
 */
export class Migration20261127013000BackupRun extends Migration {
  override up(): void {
    this.addSql(
      `create table "backup_run" (` +
        `"id" bigserial primary key, ` +
        `"trigger" text not null check ("trigger" in ('manual', 'scheduled')), ` +
        `"scheduled_day" varchar(10) null, ` +
        `"started_at" timestamptz not null, ` +
        `"finished_at" timestamptz null, ` +
        `"ok" boolean null, ` +
        `"name" varchar(100) null, ` +
        `"size_bytes" bigint null, ` +
        `"message" text null);`,
    );
    this.addSql(`create unique index "backup_run_scheduled_day_unique" on "backup_run" ("scheduled_day") where "scheduled_day" is not null;`);
    this.addSql(`create index "backup_run_finished_index" on "backup_run" ("finished_at" desc) where "finished_at" is not null;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "backup_run";`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Imported calendars remember the events they left out as too long, for the owner's Calendar screen. */
export class Migration20261124130200FeedGuard extends Migration {
  override up(): void {
    this.addSql(`alter table "calendar_feed" add column "ignored_event_count" int not null default 0, add column "ignored_events" jsonb not null default '[]';`);
  }

  override down(): void {
    this.addSql(`alter table "calendar_feed" drop column "ignored_event_count", drop column "ignored_events";`);
  }
}

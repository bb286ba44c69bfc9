import { Migration } from '@mikro-orm/migrations';

/**
 * A new e-mail wakes every server's outbox worker when its transaction commits (NOTIFY is held until then, and
 * dropped on a rollback), instead of waiting up to the workers' 15 s poll: a password reset or a booking's
 * confirmation leaves at once. One notification per statement, whatever inserted the rows (the ORM or raw SQL).
 */
export class Migration20261127014000OutboxWakeOnInsert extends Migration {
  override up(): void {
    this.addSql(
      `create or replace function "outbox_email_wake"() returns trigger language plpgsql as $$ begin perform pg_notify('outbox_wake', 'new'); return null; end $$;`,
    );
    this.addSql(`create trigger "outbox_email_wake" after insert on "outbox_email" for each statement execute function "outbox_email_wake"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "outbox_email_wake" on "outbox_email";`);
    this.addSql(`drop function if exists "outbox_email_wake"();`);
  }
}

import { Migration } from '@mikro-orm/migrations';
import { auditTrigger } from '../audit-triggers';

/**
 * Issue 20 (team and your account): members can be deactivated and show their last sign-in; sessions name
 * their device, address and last use; an e-mail change waits in `email_change` until its link is followed.
 */
export class Migration20261127000500TeamAndAccount extends Migration {
  override up(): void {
    // A sign-in stamps last_sign_in_at: bookkeeping, not an edit (sign-ins have their own audit rows).
    this.addSql(`drop trigger if exists "app_user_audit" on "app_user";`);
    this.addSql(auditTrigger('app_user', 'id', ['created_at', 'last_sign_in_at']));
    this.addSql(`alter table "app_user" add column "deactivated_at" timestamptz null, add column "last_sign_in_at" timestamptz null;`);
    this.addSql(
      `alter table "session" add column "user_agent" varchar(300) null, add column "ip" varchar(64) null, add column "last_seen_at" timestamptz null;`,
    );
    this.addSql(`update "session" set "last_seen_at" = "created_at";`);
    this.addSql(
      `create table "email_change" ("user_id" uuid not null, "new_email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, constraint "email_change_pkey" primary key ("user_id"));`,
    );
    this.addSql(`alter table "email_change" add constraint "email_change_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "email_change" add constraint "email_change_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "email_change" cascade;`);
    this.addSql(`alter table "session" drop column "user_agent", drop column "ip", drop column "last_seen_at";`);
    this.addSql(`alter table "app_user" drop column "deactivated_at", drop column "last_sign_in_at";`);
  }
}

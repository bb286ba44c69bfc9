import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: passkeys and two-factor codes. A member's passkeys (public keys only), the WebAuthn challenges
 * in flight (by hash, single use), the encrypted TOTP seed with the last step used, hashed recovery codes,
 * sign-ins waiting for their code, and the owner's switch that requires one of them for everyone.
 */
export class Migration20261127000400PasskeysAndTwoFactor extends Migration {
  override up(): void {
    this.addSql(`create table "security_policy" ("id" int not null check ("id" = 1), "require_sign_in_factor" boolean not null default false, constraint "security_policy_pkey" primary key ("id"));`);
    this.addSql(`insert into "security_policy" ("id", "require_sign_in_factor") values (1, false);`);

    this.addSql(`create table "totp_factor" ("user_id" uuid not null, "secret_encrypted" text not null, "enabled_at" timestamptz null, "last_used_step" bigint null, "created_at" timestamptz not null, constraint "totp_factor_pkey" primary key ("user_id"));`);
    this.addSql(`alter table "totp_factor" add constraint "totp_factor_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "recovery_code" ("code_hash" varchar(64) not null, "user_id" uuid not null, "used_at" timestamptz null, constraint "recovery_code_pkey" primary key ("code_hash"));`);
    this.addSql(`create index "recovery_code_user_id_index" on "recovery_code" ("user_id");`);
    this.addSql(`alter table "recovery_code" add constraint "recovery_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "pending_sign_in" ("token_hash" varchar(64) not null, "user_id" uuid not null, "expires_at" timestamptz not null, constraint "pending_sign_in_pkey" primary key ("token_hash"));`);
    this.addSql(`alter table "pending_sign_in" add constraint "pending_sign_in_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "passkey" ("id" varchar(1400) not null, "user_id" uuid not null, "name" varchar(60) not null, "public_key" text not null, "counter" bigint not null, "transports" jsonb not null default '[]', "created_at" timestamptz not null, "last_used_at" timestamptz null, constraint "passkey_pkey" primary key ("id"));`);
    this.addSql(`create index "passkey_user_id_index" on "passkey" ("user_id");`);
    this.addSql(`alter table "passkey" add constraint "passkey_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "webauthn_challenge" ("challenge_hash" varchar(64) not null, "purpose" text check ("purpose" in ('register', 'sign-in')) not null, "user_id" uuid null, "expires_at" timestamptz not null, constraint "webauthn_challenge_pkey" primary key ("challenge_hash"));`);
    this.addSql(`create index "webauthn_challenge_expires_at_index" on "webauthn_challenge" ("expires_at");`);
    this.addSql(`alter table "webauthn_challenge" add constraint "webauthn_challenge_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    for (const table of ['webauthn_challenge', 'passkey', 'pending_sign_in', 'recovery_code', 'totp_factor', 'security_policy']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}

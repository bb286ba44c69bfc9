import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: the second role is 'staff', and it will grant less than the owner's. Every invited account and
 * every open invitation that said 'admin' becomes staff; owners stay owners.
 */
export class Migration20261127000000StaffRole extends Migration {
  override up(): void {
    for (const table of ['app_user', 'invitation']) {
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_role_check";`);
      this.addSql(`update "${table}" set "role" = 'staff' where "role" = 'admin';`);
      this.addSql(`alter table "${table}" add constraint "${table}_role_check" check ("role" in ('owner', 'staff'));`);
    }
  }

  override down(): void {
    for (const table of ['app_user', 'invitation']) {
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_role_check";`);
      this.addSql(`update "${table}" set "role" = 'admin' where "role" = 'staff';`);
      this.addSql(`alter table "${table}" add constraint "${table}_role_check" check ("role" in ('owner', 'admin'));`);
    }
  }
}

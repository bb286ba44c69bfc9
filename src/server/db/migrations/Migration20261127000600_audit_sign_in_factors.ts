import { Migration } from '@mikro-orm/migrations';
import { auditTrigger } from '../audit-triggers';

/**
 * Issue 20: passkey and two-factor changes go into the audit log like every other change (decision 036): a
 * passkey added, renamed or removed, two-factor turned on or off (its sealed seed only as "changed"), and the
 * owner's requirement. A sign-in's stamps (counter, last use, last code step) are bookkeeping, not edits.
 */
export class Migration20261127000600AuditSignInFactors extends Migration {
  override up(): void {
    this.addSql(auditTrigger('passkey', 'id', ['created_at', 'counter', 'last_used_at', 'public_key', 'transports']));
    this.addSql(auditTrigger('totp_factor', 'user_id', ['created_at', 'last_used_step']));
    this.addSql(auditTrigger('security_policy', 'id', []));
  }

  override down(): void {
    for (const table of ['passkey', 'totp_factor', 'security_policy']) this.addSql(`drop trigger if exists "${table}_audit" on "${table}";`);
  }
}

/**
 * The SQL that makes a table audited (docs/decisions/036-audit-log.md): every row written, changed or deleted
 * during a signed-in call is recorded in audit_log by the database itself, in the same transaction, whatever
 * wrote it (entities, native updates, raw SQL). A migration that adds an owner-editable table adds its trigger:
 *   this.addSql(auditTrigger('passkey', 'id', ['last_used_at']));
 * `key` names the column shown as the row's id; `ignored` lists columns whose changes are bookkeeping, not edits.
 */
export function auditTrigger(table: string, key: string, ignored: readonly string[] = []): string {
  const args = [key, ...ignored].map((name) => `'${name}'`).join(', ');
  return `create trigger "${table}_audit" after insert or update or delete on "${table}" for each row execute function "audit_row_change"(${args});`;
}

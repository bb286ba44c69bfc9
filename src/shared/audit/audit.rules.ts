import type { AuditChange } from './audit.schemas';

type Doc = Record<string, unknown> | null;

/** A row's before and after documents as one list of changed fields, by name; a side without the field reads null. */
export function auditChanges(before: Doc, after: Doc): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields].sort().map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

/** A value as one line of text for the CSV and the screen: strings bare, everything else as JSON; null as a dash. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "field: before → after" per change, for one CSV cell. */
export function auditChangesText(changes: readonly AuditChange[]): string {
  return changes.map((change) => `${change.field}: ${auditValueText(change.before)} → ${auditValueText(change.after)}`).join('; ');
}

import type { OutboxFilter } from '../../../shared/email/outbox.schemas';
import { PROPERTY_TIME_ZONE } from '../../../shared/lib/dates';

/** A LIKE pattern that finds `text` anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The Sent list's filters as one where clause over outbox_email, each with an index of its own (migration
 * outbox_admin): status, part of the address in any case, kind, and the Honolulu days it was created, both included.
 */
export function outboxWhere(filter: OutboxFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (filter.status === 'sent') add(`status = 'sent'`);
  if (filter.status === 'waiting') add(`status = 'pending' and attempts = 0`);
  if (filter.status === 'failing') add(`status = 'pending' and attempts > 0`);
  if (filter.recipient) add(`lower("to") like ?`, containsPattern(filter.recipient));
  if (filter.kind) add('kind = ?', filter.kind);
  if (filter.from) add(`created_at >= (?::date)::timestamp at time zone '${PROPERTY_TIME_ZONE}'`, filter.from);
  if (filter.to) add(`created_at < (?::date + 1)::timestamp at time zone '${PROPERTY_TIME_ZONE}'`, filter.to);
  return { sql: clauses.length > 0 ? `where ${clauses.join(' and ')}` : '', params };
}

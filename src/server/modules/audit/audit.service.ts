import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  auditEntityLabel,
  auditFilterSchema,
  type AuditAction,
  type AuditEntry,
  type AuditFilter,
  type AuditList,
  type AuditListInput,
  auditListInputSchema,
} from '../../../shared/audit/audit.schemas';
import { auditChanges, auditChangesText } from '../../../shared/audit/audit.rules';
import { PROPERTY_TIME_ZONE } from '../../../shared/lib/dates';
import { csvDocument } from '../../lib/csv';
import { currentActor, type AuditActor } from '../../platform/audit/audit-actor';

export interface AuditEvent {
  action: AuditAction;
  /** A table name for a row's change, or what was exported ('tax_report_export'); AUDIT_ENTITY_LABELS names it. */
  entity: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who did it; the call's own actor (user and IP) when left out. */
  actor?: AuditActor;
}

/**
 * Records an event the triggers cannot see (a sign-in, a failed one, an export), on the caller's transaction
 * when it has one, so the event commits with the work it belongs to. Never pass a secret in before or after.
 */
export async function recordAudit(em: EntityManager, event: AuditEvent): Promise<void> {
  const actor = event.actor ?? currentActor() ?? { userId: null, name: null, ip: null };
  await em.execute(
    'insert into audit_log (actor_id, actor_name, ip, action, entity, entity_id, before, after) values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)',
    [
      actor.userId,
      actor.name,
      actor.ip,
      event.action,
      event.entity,
      event.entityId ?? null,
      event.before ? JSON.stringify(event.before) : null,
      event.after ? JSON.stringify(event.after) : null,
    ],
    'run',
  );
}

interface AuditRow {
  id: string;
  at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  ip: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The filters as one where clause; dates are Honolulu days, both included. */
function whereOf(filter: z.output<typeof auditFilterSchema>): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    clauses.push(clause);
    params.push(value);
  };
  if (filter.actorId) add('actor_id = ?', filter.actorId);
  if (filter.entity) add('entity = ?', filter.entity);
  if (filter.action) add('action = ?', filter.action);
  if (filter.from) add(`at >= (?::date)::timestamp at time zone '${PROPERTY_TIME_ZONE}'`, filter.from);
  if (filter.to) add(`at < (?::date + 1)::timestamp at time zone '${PROPERTY_TIME_ZONE}'`, filter.to);
  return { sql: clauses.length > 0 ? `where ${clauses.join(' and ')}` : '', params };
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: { id: row.actor_id, name: row.actor_name },
    ip: row.ip,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    changes: auditChanges(row.before, row.after),
  };
}

const COLUMNS = 'id::text as id, at, actor_id, actor_name, ip, action, entity, entity_id, before, after';
/** The table's own columns: a bare `id` would be the text above, which orders 999 after 1000 and cannot use the index. */
const NEWEST_FIRST = 'order by audit_log.at desc, audit_log.id desc';

/** Newest first, a page at a time. */
export async function listAudit(em: EntityManager, input: AuditListInput): Promise<AuditList> {
  const { page, pageSize, ...filter } = auditListInputSchema.parse(input);
  const where = whereOf(filter);
  const [counted] = await em.execute<{ total: number }[]>(`select count(*)::int as total from audit_log ${where.sql}`, where.params);
  const rows = await em.execute<AuditRow[]>(`select ${COLUMNS} from audit_log ${where.sql} ${NEWEST_FIRST} limit ? offset ?`, [
    ...where.params,
    pageSize,
    (page - 1) * pageSize,
  ]);
  return { items: rows.map(toEntry), total: counted?.total ?? 0, page, pageSize };
}

/** Everyone who appears in the log, by the name they had in their latest row. */
export async function auditMembers(em: EntityManager): Promise<{ id: string; name: string }[]> {
  const rows = await em.execute<{ id: string; name: string }[]>(
    `select distinct on (actor_id) actor_id as id, actor_name as name from audit_log where actor_id is not null and actor_name is not null order by actor_id, audit_log.at desc, audit_log.id desc`,
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

const CSV_HEADER = ['Time (Honolulu)', 'Member', 'Member id', 'IP', 'Action', 'Entity', 'Entity id', 'Changes'];

/** Every row the filters match, newest first, as a CSV file; the export is itself recorded. */
export async function auditCsv(em: EntityManager, input: AuditFilter, today: string): Promise<{ filename: string; csv: string }> {
  const filter = auditFilterSchema.parse(input);
  const where = whereOf(filter);
  const rows = await em.execute<AuditRow[]>(`select ${COLUMNS} from audit_log ${where.sql} ${NEWEST_FIRST}`, where.params);
  const lines = rows.map(toEntry).map((entry) => [
    format(new TZDate(new Date(entry.at).getTime(), PROPERTY_TIME_ZONE), 'yyyy-MM-dd HH:mm:ss'),
    entry.actor.name,
    entry.actor.id,
    entry.ip,
    entry.action,
    auditEntityLabel(entry.entity),
    entry.entityId,
    auditChangesText(entry.changes),
  ]);
  await recordAudit(em, { action: 'export', entity: 'audit_log_export', after: { ...filter, rows: rows.length } });
  return { filename: `audit-log-${today}.csv`, csv: csvDocument([CSV_HEADER, ...lines]) };
}

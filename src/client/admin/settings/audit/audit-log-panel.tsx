import { useEffect, useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_LABELS,
  auditEntityLabel,
  type AuditAction,
  type AuditEntry,
} from '../../../../shared/audit/audit.schemas';
import { auditValueText } from '../../../../shared/audit/audit.rules';
import { errorText } from '../../../lib/errors';
import { displayInstant } from '../../../lib/format';
import { LinkButton } from '../../../ui/button';
import { DataTable, DataTablePager, type DataColumn } from '../../../ui/data-table';
import { Select, type SelectOption } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import * as admin from '../../kit/admin.css';
import * as styles from './audit-log-panel.css';
import { auditCsvHref, NO_AUDIT_FILTERS, useAuditLog, useAuditMembers, type AuditFilters } from './use-audit-log';

const ANY = 'any';

const ACTION_OPTIONS: SelectOption<AuditAction | typeof ANY>[] = [
  { id: ANY, label: 'Any action' },
  ...AUDIT_ACTIONS.map((action) => ({ id: action, label: AUDIT_ACTION_LABELS[action] })),
];

const ENTITY_OPTIONS: SelectOption<string>[] = [
  { id: ANY, label: 'Anything' },
  ...Object.entries(AUDIT_ENTITY_LABELS)
    .map(([id, label]) => ({ id, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];

const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.changes}>
      {entry.changes.map((change) => (
        <li key={change.field}>
          <span className={styles.field}>{change.field}</span>: {auditValueText(change.before)} → {auditValueText(change.after)}
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: DataColumn<AuditEntry>[] = [
  { id: 'when', label: 'When (Hawaii time)', render: (entry) => displayInstant(entry.at) },
  { id: 'who', label: 'Who', render: (entry) => entry.actor.name ?? <span className={styles.muted}>Nobody signed in</span> },
  {
    id: 'what',
    label: 'What',
    isRowHeader: true,
    render: (entry) => `${actionLabel(entry.action)} · ${auditEntityLabel(entry.entity)}${entry.entityId ? ` ${entry.entityId}` : ''}`,
  },
  { id: 'changes', label: 'Changes (before → after)', render: (entry) => <Changes entry={entry} /> },
  { id: 'ip', label: 'IP', render: (entry) => entry.ip ?? '—' },
];

/** Every change and sign-in, newest first, filtered and exported as CSV. Read only: nothing here edits the log. */
export function AuditLogPanel() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const log = useAuditLog(filters, page);
  const members = useAuditMembers();
  const memberOptions: SelectOption<string>[] = [{ id: ANY, label: 'Anyone' }, ...(members.data ?? []).map((member) => ({ id: member.id, label: member.name }))];
  const set = (patch: Partial<AuditFilters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : page;
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  let body;
  if (log.isPending) body = <p role="status">Loading the audit log…</p>;
  else if (log.isError) body = <p role="alert">Could not load the audit log. {errorText(log.error)}</p>;
  else if (log.data.total === 0) body = <p>Nothing recorded matches these filters.</p>;
  else {
    body = (
      <>
        <DataTable
          caption={`Audit log (${log.data.total})${pages > 1 ? `, page ${page} of ${pages}` : ''}`}
          columns={COLUMNS}
          items={log.data.items}
          rowKey={(entry) => entry.id}
          rowText={(entry) => `${actionLabel(entry.action)} ${auditEntityLabel(entry.entity)} ${entry.actor.name ?? ''}`}
        />
        <DataTablePager label="Audit log pages" page={page} pages={pages} onPage={setPage} />
      </>
    );
  }

  return (
    <section aria-labelledby="audit-log-title" className={admin.section}>
      <h2 id="audit-log-title">Audit log</h2>
      <p>Every change made in the admin, every sign-in and every export: who, when, what changed and from where. Entries cannot be edited or deleted.</p>
      <div role="search" aria-label="Filter the audit log" className={styles.filters}>
        <Select label="Member" options={memberOptions} value={filters.actorId || ANY} onChange={(actorId) => set({ actorId: actorId === ANY ? '' : actorId })} />
        <Select label="Entity" options={ENTITY_OPTIONS} value={filters.entity || ANY} onChange={(entity) => set({ entity: entity === ANY ? '' : entity })} />
        <Select label="Action" options={ACTION_OPTIONS} value={filters.action || ANY} onChange={(action) => set({ action: action === ANY ? '' : action })} />
        <TextField label="From" type="date" value={filters.from} onChange={(from) => set({ from })} />
        <TextField label="Until" type="date" value={filters.to} onChange={(to) => set({ to })} />
        <LinkButton tone="secondary" href={auditCsvHref(filters)} download>
          Export CSV
        </LinkButton>
      </div>
      {body}
    </section>
  );
}

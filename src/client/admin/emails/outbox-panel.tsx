import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { OutboxRow } from '../../../shared/email/outbox.schemas';
import { outboxStatusWords } from '../../../shared/email/outbox.rules';
import { errorText } from '../../lib/errors';
import { displayInstant } from '../../lib/format';
import { DataTable, DataTablePager, type DataColumn } from '../../ui/data-table';
import { useDebounced } from '../kit/use-debounced';
import { datesBackwards, OutboxFilterBar } from './outbox-filter-bar';
import { OutboxMessageDialog } from './outbox-message-dialog';
import * as styles from './outbox.css';
import { NO_OUTBOX_FILTERS, useOutboxKinds, useOutboxList, type OutboxFilters } from './use-outbox';

function outboxColumns(onOpen: (id: number) => void, kindLabel: (kind: string) => string): DataColumn<OutboxRow>[] {
  return [
    { id: 'created', label: 'Created (Hawaii time)', render: (email) => displayInstant(email.createdAt) },
    { id: 'to', label: 'To', render: (email) => email.to },
    {
      id: 'subject',
      label: 'Subject',
      isRowHeader: true,
      render: (email) => (
        <AriaButton className={styles.openButton} onPress={() => onOpen(email.id)}>
          {email.subject}
        </AriaButton>
      ),
    },
    { id: 'kind', label: 'Kind', render: (email) => kindLabel(email.kind) },
    { id: 'status', label: 'Status', render: outboxStatusWords },
  ];
}

/** "Showing 51–100 of 1,234": which rows of every match the page holds; with none, whether the filters or the site's history is why. */
export function showingText(page: number, pageSize: number, shown: number, total: number, filtered: boolean): string {
  if (total === 0) return filtered ? 'No e-mail matches these filters.' : 'No e-mail yet.';
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}

/** Every e-mail the site sends, filtered on the server a page at a time; each opens to its parts, tries, Retry now and Resend. */
export function OutboxPanel() {
  const [filters, setFilters] = useState<OutboxFilters>(NO_OUTBOX_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const settled = useDebounced(filters, 300);
  const list = useOutboxList(settled, page, !datesBackwards(settled));
  const kinds = useOutboxKinds().data ?? [];
  const kindLabel = (kind: string) => kinds.find((candidate) => candidate.kind === kind)?.label ?? kind;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <section aria-labelledby="outbox-title" className={styles.panel}>
      <h2 id="outbox-title">Outgoing e-mail</h2>
      <p>E-mail waits here until the mail server accepts it; failed sends are retried on their own. Open one by its subject to read it, retry it now or resend it.</p>
      <OutboxFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isPending && !datesBackwards(settled) && <p role="status">Loading e-mail…</p>}
      {list.error && <p role="alert">{errorText(list.error)}</p>}
      {list.data && (
        <>
          <p role="status">{showingText(list.data.page, list.data.pageSize, list.data.items.length, list.data.total, Object.values(settled).some(Boolean))}</p>
          {list.data.items.length > 0 && (
            <DataTable
              caption={`Outbox, page ${list.data.page} of ${pages}`}
              columns={outboxColumns(setOpen, kindLabel)}
              items={list.data.items}
              rowKey={(email) => String(email.id)}
              rowText={(email) => `${email.subject} ${email.to}`}
            />
          )}
          <DataTablePager label="Sent e-mail pages" page={page} pages={pages} onPage={setPage} />
        </>
      )}
      <OutboxMessageDialog id={open} onOpen={setOpen} onClose={() => setOpen(null)} />
    </section>
  );
}

import type { OutboxEmail } from '../../../shared/contact/contact.schemas';
import { FLAG_AFTER_ATTEMPTS } from '../../../shared/contact/contact.rules';
import { displayInstant } from '../../lib/format';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { useOutbox } from './use-outbox';

function deliveryState(email: OutboxEmail): string {
  if (email.status === 'sent') return 'Sent';
  if (email.attempts >= FLAG_AFTER_ATTEMPTS) return `Failing (${email.attempts} tries): ${email.lastError ?? ''}`;
  if (email.attempts > 0) return `Retrying (${email.attempts} tries)`;
  return 'Waiting to send';
}

const COLUMNS: DataColumn<OutboxEmail>[] = [
  { id: 'created', label: 'Created (Hawaii time)', render: (email) => displayInstant(email.createdAt) },
  { id: 'to', label: 'To', render: (email) => email.to },
  { id: 'subject', label: 'Subject', isRowHeader: true, render: (email) => email.subject },
  { id: 'status', label: 'Status', render: deliveryState },
];

/** Every e-mail the site sends, and whether it has gone out. */
export function OutboxPanel() {
  const { data: emails = [], isLoading } = useOutbox();
  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title">Outgoing e-mail</h2>
      <p>E-mail waits here until the mail server accepts it; failed sends are retried automatically.</p>
      {isLoading && <p role="status">Loading e-mail…</p>}
      {!isLoading && emails.length === 0 && <p>No e-mail yet.</p>}
      {emails.length > 0 && (
        <DataTable
          caption={`Outbox (${emails.length})`}
          columns={COLUMNS}
          items={emails}
          rowKey={(email) => String(email.id)}
          rowText={(email) => `${email.subject} ${email.to}`}
        />
      )}
    </section>
  );
}

import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { OutboxEmail } from '../../../shared/contact/contact.schemas';
import { displayInstant } from '../../lib/format';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { deliveryState } from './delivery-state';
import { OutboxMessageDialog } from './outbox-message-dialog';
import * as styles from './outbox.css';
import { useOutbox } from './use-outbox';

function outboxColumns(onOpen: (email: OutboxEmail) => void): DataColumn<OutboxEmail>[] {
  return [
    { id: 'created', label: 'Created (Hawaii time)', render: (email) => displayInstant(email.createdAt) },
    { id: 'to', label: 'To', render: (email) => email.to },
    {
      id: 'subject',
      label: 'Subject',
      isRowHeader: true,
      render: (email) => (
        <AriaButton className={styles.openButton} onPress={() => onOpen(email)}>
          {email.subject}
        </AriaButton>
      ),
    },
    { id: 'status', label: 'Status', render: deliveryState },
  ];
}

/** Every e-mail the site sends, and whether it has gone out; each opens to its text, as sent or waiting. */
export function OutboxPanel() {
  const { data: emails = [], isLoading } = useOutbox();
  const [open, setOpen] = useState<OutboxEmail | null>(null);
  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title">Outgoing e-mail</h2>
      <p>E-mail waits here until the mail server accepts it; failed sends are retried automatically. Open one by its subject to read it.</p>
      {isLoading && <p role="status">Loading e-mail…</p>}
      {!isLoading && emails.length === 0 && <p>No e-mail yet.</p>}
      {emails.length > 0 && (
        <DataTable
          caption={`Outbox (${emails.length})`}
          columns={outboxColumns(setOpen)}
          items={emails}
          rowKey={(email) => String(email.id)}
          rowText={(email) => `${email.subject} ${email.to}`}
        />
      )}
      <OutboxMessageDialog email={open} onClose={() => setOpen(null)} />
    </section>
  );
}

import { useEffect, useMemo, useState } from 'react';
import type { ContactMessage, ContactMessageStatus } from '../../../shared/contact/contact.schemas';
import { errorMessage, errorText } from '../../lib/errors';
import { displayInstant } from '../../lib/format';
import * as admin from '../kit/admin.css';
import { GuestHistoryDialog } from '../kit/guest-history';
import { Button } from '../../ui/button';
import { DataTable, DataTablePager, type DataColumn } from '../../ui/data-table';
import { Select } from '../../ui/select';
import { toast } from '../../ui/toast';
import * as styles from './messages-panel.css';
import { MessageThread, ReplyDialog } from './reply-dialog';
import { useContactMessages, useMarkAnswered, useReopenMessage } from './use-contact-admin';

const STATUS_OPTIONS: { id: ContactMessageStatus; label: string }[] = [
  { id: 'all', label: 'All (unanswered first)' },
  { id: 'unanswered', label: 'Unanswered' },
  { id: 'answered', label: 'Answered' },
];

const CAPTIONS: Record<ContactMessageStatus, string> = { all: 'All messages', unanswered: 'Unanswered messages', answered: 'Answered messages' };
const EMPTY: Record<ContactMessageStatus, string> = { all: 'No messages yet.', unanswered: 'No unanswered messages: every guest has an answer.', answered: 'No answered messages yet.' };

function StatusText({ message }: { message: ContactMessage }) {
  if (!message.answeredAt) return <span className={styles.unanswered}>Unanswered</span>;
  return (
    <span className={styles.answered}>
      Answered {displayInstant(message.answeredAt)}
      {message.answeredBy ? ` by ${message.answeredBy.name}` : ''}
    </span>
  );
}

/** What a row's buttons open: the reply form, or the guest's history (both dialogs live outside the table). */
interface RowActions {
  onReply: (message: ContactMessage) => void;
  onHistory: (message: ContactMessage) => void;
}

/** Reply…, Mark answered / Reopen and Guest history: reached with the arrow keys inside the table's row. */
function MessageActions({ message, onReply, onHistory }: { message: ContactMessage } & RowActions) {
  const markAnswered = useMarkAnswered();
  const reopen = useReopenMessage();
  const pending = markAnswered.isPending || reopen.isPending;
  const change = (action: typeof markAnswered, done: string) => {
    action.mutate(
      { id: message.id },
      {
        onSuccess: () => toast({ title: done, description: `The message from ${message.name}.` }),
        onError: (error) => toast({ title: 'That did not work', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <div className={styles.actions}>
      <Button tone={message.answeredAt ? 'secondary' : 'accent'} isDisabled={pending} onPress={() => onReply(message)} aria-label={`Reply to ${message.name}…`}>
        Reply…
      </Button>
      {message.answeredAt ? (
        <Button tone="secondary" isDisabled={pending} onPress={() => change(reopen, 'Reopened')} aria-label={`Reopen the message from ${message.name}`}>
          Reopen
        </Button>
      ) : (
        <Button tone="secondary" isDisabled={pending} onPress={() => change(markAnswered, 'Marked answered')} aria-label={`Mark the message from ${message.name} answered`}>
          Mark answered
        </Button>
      )}
      <Button tone="ghost" onPress={() => onHistory(message)} aria-label={`Guest history of ${message.name}`}>
        Guest history
      </Button>
    </div>
  );
}

const columnsFor = (actions: RowActions): DataColumn<ContactMessage>[] => [
  { id: 'received', label: 'Received (Hawaii time)', render: (message) => displayInstant(message.createdAt) },
  {
    id: 'from',
    label: 'From',
    isRowHeader: true,
    render: (message) => (
      <span className={styles.sender}>
        <span>{message.name}</span>
        <a href={`mailto:${message.email}`}>{message.email}</a>
        {message.phone && <span>{message.phone}</span>}
      </span>
    ),
  },
  { id: 'message', label: 'Message', render: (message) => <MessageThread message={message} /> },
  { id: 'status', label: 'Status', render: (message) => <StatusText message={message} /> },
  { id: 'actions', label: 'Actions', render: (message) => <MessageActions message={message} {...actions} /> },
];

/** Guests' messages from the contact page: unanswered first, then newest, a page at a time, each answered, marked answered or reopened here. */
export function MessagesPanel() {
  const [status, setStatus] = useState<ContactMessageStatus>('all');
  const [page, setPage] = useState(1);
  const list = useContactMessages(status, page);
  const [replyingTo, setReplyingTo] = useState<ContactMessage | null>(null);
  const [historyOf, setHistoryOf] = useState<ContactMessage | null>(null);
  const columns = useMemo(() => columnsFor({ onReply: setReplyingTo, onHistory: setHistoryOf }), []);
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : page;
  // Answering the last message of the last unanswered page leaves that page empty: step back to the one before.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  let body;
  if (list.isPending) body = <p role="status">Loading messages…</p>;
  else if (list.isError) body = <p role="alert">Could not load messages. {errorText(list.error)}</p>;
  else if (list.data.total === 0) body = <p>{EMPTY[status]}</p>;
  else {
    const { items, total } = list.data;
    const pages = lastPage;
    body = (
      <>
        <DataTable
          caption={`${CAPTIONS[status]} (${total})${pages > 1 ? `, page ${page} of ${pages}` : ''}`}
          columns={columns}
          items={items}
          rowKey={(message) => String(message.id)}
          rowText={(message) => `${message.name} ${message.email}`}
        />
        <DataTablePager label="Message pages" page={page} pages={pages} onPage={setPage} />
      </>
    );
  }

  return (
    <section aria-labelledby="messages-title" className={admin.section}>
      <h2 id="messages-title">Messages from guests</h2>
      <div className={styles.toolbar}>
        <Select
          label="Show messages"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </div>
      {body}
      <ReplyDialog message={replyingTo} onClose={() => setReplyingTo(null)} />
      <GuestHistoryDialog guest={historyOf && { email: historyOf.email, name: historyOf.name }} onClose={() => setHistoryOf(null)} />
    </section>
  );
}

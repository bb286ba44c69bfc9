import type { OutboxEmail } from '../../../shared/contact/contact.schemas';
import { errorText } from '../../lib/errors';
import { displayInstant } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { AppDialog } from '../../ui/dialog';
import { deliveryState } from './delivery-state';
import { MessageText } from './message-text';
import * as styles from './outbox.css';

/** An e-mail opened from the outbox: its recipients, how delivery went, and its text as sent. */
export function OutboxMessageDialog({ email, onClose }: { email: OutboxEmail | null; onClose: () => void }) {
  const message = trpc.admin.contact.outboxMessage.useQuery({ id: email?.id ?? 0 }, { enabled: email !== null });
  return (
    <AppDialog title={email?.subject ?? ''} isOpen={email !== null} onOpenChange={(open) => !open && onClose()} size="wide">
      {email && (
        <>
          <dl className={styles.facts}>
            <dt>To</dt>
            <dd>{email.to}</dd>
            {message.data?.replyTo && (
              <>
                <dt>Reply to</dt>
                <dd>{message.data.replyTo}</dd>
              </>
            )}
            <dt>Created</dt>
            <dd>{displayInstant(email.createdAt)}</dd>
            <dt>Status</dt>
            <dd>{deliveryState(email)}</dd>
            <dt>Attempts</dt>
            <dd>{email.attempts}</dd>
            {email.lastError && (
              <>
                <dt>Last error</dt>
                <dd>{email.lastError}</dd>
              </>
            )}
            {message.data && message.data.attachments.length > 0 && (
              <>
                <dt>Attached</dt>
                <dd>{message.data.attachments.map((file) => file.filename).join(', ')}</dd>
              </>
            )}
          </dl>
          {message.isPending && <p role="status">Loading the message…</p>}
          {message.error && <p role="alert">{errorText(message.error)}</p>}
          {message.data && <MessageText text={message.data.text} className={styles.body} />}
        </>
      )}
    </AppDialog>
  );
}

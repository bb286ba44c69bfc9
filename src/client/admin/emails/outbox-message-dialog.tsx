import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { OutboxDetail } from '../../../shared/email/outbox.schemas';
import { outboxStatusOf, outboxStatusWords } from '../../../shared/email/outbox.rules';
import { errorMessage, errorText } from '../../lib/errors';
import { displayInstant } from '../../lib/format';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast';
import { DeliveryHistory, MessageAttachments, MessageBody } from './outbox-message-parts';
import { OutboxResendForm } from './outbox-resend-form';
import * as styles from './outbox.css';
import { useOutboxEmail, useRetryOutboxEmail } from './use-outbox';

function Facts({ email, onOpen }: { email: OutboxDetail; onOpen: (id: number) => void }) {
  const pending = email.status === 'pending';
  return (
    <dl className={styles.facts}>
      <dt>To</dt>
      <dd>{email.to}</dd>
      {email.replyTo && (
        <>
          <dt>Reply to</dt>
          <dd>{email.replyTo}</dd>
        </>
      )}
      <dt>Created</dt>
      <dd>{displayInstant(email.createdAt)}</dd>
      <dt>Status</dt>
      <dd>{outboxStatusWords(email)}</dd>
      {pending ? (
        <>
          <dt>Next attempt</dt>
          <dd>{displayInstant(email.nextAttemptAt)}</dd>
        </>
      ) : (
        <>
          <dt>Sent</dt>
          <dd>{displayInstant(email.sentAt)}</dd>
        </>
      )}
      {email.lastError && (
        <>
          <dt>Last error</dt>
          <dd>{email.lastError}</dd>
        </>
      )}
      {email.resentFromId !== null && (
        <>
          <dt>Copy of</dt>
          <dd>
            <AriaButton className={styles.openButton} onPress={() => onOpen(email.resentFromId!)}>
              The original e-mail
            </AriaButton>
          </dd>
        </>
      )}
      {email.resends.length > 0 && (
        <>
          <dt>Resent</dt>
          <dd>
            <ul className={styles.plainList}>
              {email.resends.map((copy) => (
                <li key={copy.id}>
                  <AriaButton className={styles.openButton} onPress={() => onOpen(copy.id)}>
                    To {copy.to}, {displayInstant(copy.createdAt)}
                  </AriaButton>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}

function Actions({ email, onResend }: { email: OutboxDetail; onResend: () => void }) {
  const retry = useRetryOutboxEmail();
  const retryNow = () =>
    retry.mutate(
      { id: email.id },
      {
        onSuccess: () => toast({ title: 'Sending now', description: `The e-mail to ${email.to} is being tried again.` }),
        onError: (error) => toast({ title: 'Not retried', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <div className={styles.actions}>
      {outboxStatusOf(email) !== 'sent' && (
        <Button onPress={retryNow} isDisabled={retry.isPending}>
          Retry now
        </Button>
      )}
      <Button tone="secondary" onPress={onResend}>
        Resend
      </Button>
    </div>
  );
}

/** An e-mail opened from the Sent list: who it is for, how delivery went try by try, both parts, its files, Retry now and Resend. */
export function OutboxMessageDialog({ id, onOpen, onClose }: { id: number | null; onOpen: (id: number) => void; onClose: () => void }) {
  const message = useOutboxEmail(id);
  const [resending, setResending] = useState(false);
  const email = message.data && message.data.id === id ? message.data : undefined;
  const open = (next: number) => {
    setResending(false);
    onOpen(next);
  };
  return (
    <AppDialog
      title={email?.subject ?? 'E-mail'}
      isOpen={id !== null}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        setResending(false);
        onClose();
      }}
      size="wide"
    >
      {message.isPending && <p role="status">Loading the e-mail…</p>}
      {message.error && <p role="alert">{errorText(message.error)}</p>}
      {email && (
        <div className={styles.message}>
          <Facts email={email} onOpen={open} />
          {resending ? <OutboxResendForm email={email} onResent={open} onCancel={() => setResending(false)} /> : <Actions email={email} onResend={() => setResending(true)} />}
          <DeliveryHistory history={email.history} />
          <MessageAttachments attachments={email.attachments} />
          <MessageBody key={email.id} subject={email.subject} html={email.html} text={email.text} />
        </div>
      )}
    </AppDialog>
  );
}

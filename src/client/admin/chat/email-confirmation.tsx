import { useState } from 'react';
import type { ChatConversation } from '../../../shared/chat/chat.schemas';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../kit/confirm-dialog';
import * as styles from './admin-chat.css';
import { unconfirmed } from './email-confirmation.css';

/**
 * Anyone may type any address into the chat. Until the guest proves it (the link in our e-mail, or writing from
 * their booking page) the inbox says so, and shows no bookings under it.
 */
export function UnconfirmedEmail({ conversation }: { conversation: ChatConversation }) {
  return conversation.emailConfirmed ? null : <span className={unconfirmed}>E-mail not confirmed</span>;
}

function useEndLinks() {
  return trpc.admin.chat.endLinks.useMutation();
}

/** Ends every chat link e-mailed to this guest so far (a forwarded or leaked e-mail), after a confirmation saying what it does. */
export function EndLinks({ conversation }: { conversation: ChatConversation }) {
  const [confirming, setConfirming] = useState(false);
  const endLinks = useEndLinks();
  const done = endLinks.isSuccess && endLinks.variables?.conversationId === conversation.id;
  return (
    <>
      <Button tone="secondary" onPress={() => setConfirming(true)}>
        End e-mailed links…
      </Button>
      {done && (
        <p role="status" className={styles.muted}>
          E-mailed links ended.
        </p>
      )}
      {endLinks.error && <p role="alert">{endLinks.error.message}</p>}
      <ConfirmDialog
        title="End the e-mailed links?"
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          endLinks.mutate({ conversationId: conversation.id });
        }}
        confirmLabel="End links"
      >
        <p>
          Every chat link e-mailed to {conversation.email} so far stops working, and so does this chat in any browser that was opened from one of
          them. The browser where the chat was started, or opened from the guest’s booking page, keeps it. Our next e-mail to the guest carries a
          new link.
        </p>
      </ConfirmDialog>
    </>
  );
}

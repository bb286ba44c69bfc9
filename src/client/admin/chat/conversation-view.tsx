import { forwardRef, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { adminBookingHref } from '../../../shared/booking/admin-booking-link';
import { CHAT_BLOCK_DAYS } from '../../../shared/chat/chat.rules';
import { offeredActions, type ConversationChange } from '../../../shared/chat/chat-status';
import type { ChatConversation, ChatConversationDetail } from '../../../shared/chat/chat.schemas';
import { formatDayRange } from '../../../shared/lib/date-format';
import { displayInstant } from '../../lib/format';
import { LinkedText } from '../../lib/linked-text';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { GuestHistoryButton } from '../kit/guest-history';
import * as styles from './admin-chat.css';
import { statusOf } from './conversation-list';
import { EndLinks, UnconfirmedEmail } from './email-confirmation';
import { ReplyBox, type ReplyBoxHandle } from './reply-box';
import type { PendingReply } from './use-chat-inbox';

/** The bookings screen with the booking open ('~': the address from the root, outside the nested /admin router). */
const bookingPath = (reference: string) => `~${adminBookingHref(reference)}`;

function Messages({ detail, pending, onRetry }: { detail: ChatConversationDetail; pending: readonly PendingReply[]; onRetry: (reply: PendingReply) => void }) {
  const end = useRef<HTMLLIElement>(null);
  const stored = new Set(detail.messages.map((message) => message.clientId));
  const waiting = pending.filter((reply) => reply.conversationId === detail.conversation.id && !stored.has(reply.clientId));
  const count = detail.messages.length + waiting.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  return (
    <ol className={styles.messages} aria-label="Messages">
      {detail.messages.map((message) => (
        <li key={message.id} className={`${styles.message} ${message.author === 'host' ? styles.hostMessage : ''}`}>
          <span className={styles.muted}>
            {message.author === 'host' ? 'You' : detail.conversation.name} · {displayInstant(message.createdAt)}
          </span>
          <p className={styles.body}>
            {/* A conversation held for its links keeps them as plain text until released: nothing to click by accident. */}
            {detail.conversation.heldForReview ? message.body : <LinkedText text={message.body} linkClassName={styles.link} />}
          </p>
        </li>
      ))}
      {waiting.map((reply) => (
        <li key={reply.clientId} className={`${styles.message} ${styles.hostMessage}`}>
          <span className={styles.muted}>You · {reply.failed ? 'not sent' : 'sending…'}</span>
          <p className={styles.body}>
            <LinkedText text={reply.body} linkClassName={styles.link} />
          </p>
          {reply.failed && (
            <span className={styles.failed}>
              Not sent.
              <Button tone="secondary" onPress={() => onRetry(reply)}>
                Retry
              </Button>
            </span>
          )}
        </li>
      ))}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}

function Actions({ conversation, onChange }: { conversation: ChatConversation; onChange: (change: ConversationChange) => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.actions}>
      {offeredActions(conversation).map((action) => (
        <Button
          key={action.change}
          tone={action.change === 'release' ? 'primary' : 'secondary'}
          onPress={() => (action.confirm ? setConfirming(true) : onChange(action.change))}
        >
          {action.button}
        </Button>
      ))}
      <EndLinks conversation={conversation} />
      <ConfirmDialog
        title={`Block ${conversation.name}?`}
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onChange('block');
        }}
        confirmLabel="Block"
      >
        <p>
          Their later messages will not reach you; they are told the conversation is closed. For {CHAT_BLOCK_DAYS} days, new chats from their e-mail address or
          their connection are refused the same way. You can unblock them later.
        </p>
      </ConfirmDialog>
    </div>
  );
}

export interface ConversationViewProps {
  detail: ChatConversationDetail;
  pending: readonly PendingReply[];
  onSend: (reply: { conversationId: string; body: string; clientId: string }) => void;
  onRetry: (reply: PendingReply) => void;
  onChange: (change: ConversationChange) => void;
  onBack: () => void;
  replyRef: React.Ref<ReplyBoxHandle>;
}

/** One conversation: who the guest is, their bookings, the messages, what the host can do, and the reply. */
export const ConversationView = forwardRef<HTMLHeadingElement, ConversationViewProps>(function ConversationView(
  { detail, pending, onSend, onRetry, onChange, onBack, replyRef },
  headingRef,
) {
  const { conversation, bookings } = detail;
  return (
    <>
      <div className={styles.phoneOnly}>
        <Button tone="secondary" onPress={onBack}>
          ← Back to conversations
        </Button>
      </div>
      <header className={styles.header}>
        <h2 className={styles.heading} ref={headingRef} tabIndex={-1}>
          {conversation.name}
        </h2>
        <a className={styles.email} href={`mailto:${conversation.email}`}>
          {conversation.email}
        </a>
        <UnconfirmedEmail conversation={conversation} />
        {/* Only a proven address is this guest's whole history (probe G4). */}
        {conversation.emailConfirmed && (
          <div className={styles.actions}>
            <GuestHistoryButton email={conversation.email} name={conversation.name} />
          </div>
        )}
        <span className={styles.muted}>
          {statusOf(conversation)} · started {displayInstant(conversation.createdAt)}
        </span>
      </header>
      <section aria-label="Their bookings">
        {detail.bookingReference && (
          <p className={styles.muted}>
            Wrote from the booking page of <Link href={bookingPath(detail.bookingReference)}>{detail.bookingReference}</Link>.
          </p>
        )}
        {!conversation.emailConfirmed ? (
          <p className={styles.muted}>
            Bookings under this address show once the guest confirms it: by opening the link in our e-mail, or by writing from their booking page.
          </p>
        ) : bookings.length === 0 ? (
          <p className={styles.muted}>No bookings under this e-mail address.</p>
        ) : (
          <ul className={styles.bookings}>
            {bookings.map((booking) => (
              <li key={booking.reference}>
                <Link href={bookingPath(booking.reference)}>{booking.reference}</Link>: {formatDayRange(booking.checkIn, booking.checkOut)} ({booking.status})
              </li>
            ))}
          </ul>
        )}
      </section>
      <Actions conversation={conversation} onChange={onChange} />
      <Messages detail={detail} pending={pending} onRetry={onRetry} />
      <ReplyBox key={conversation.id} ref={replyRef} conversationId={conversation.id} onSend={onSend} />
    </>
  );
});

import { useState } from 'react';
import { Link } from 'wouter';
import { adminBookingHref } from '../../../shared/booking/admin-booking-link';
import { adminConversationHref } from '../../../shared/chat/chat-links';
import { adminContactMessagesHref } from '../../../shared/contact/contact-links';
import type { GuestHistory, GuestHistoryItem } from '../../../shared/guest/guest-history.schemas';
import { formatDayRange } from '../../../shared/lib/date-format';
import { errorText } from '../../lib/errors';
import { displayInstant } from '../../lib/format';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import * as styles from './guest-history.css';
import { useGuestHistory } from './use-guest-history';

// '~': an address from the root, outside the admin's nested router.
const fromRoot = (href: string) => `~${href}`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Item({ item, onLeave }: { item: GuestHistoryItem; onLeave: () => void }) {
  if (item.kind === 'booking')
    return (
      <>
        <span className={styles.meta}>Booking · made {displayInstant(item.at)}</span>
        <span>
          <Link href={fromRoot(adminBookingHref(item.reference))} onClick={onLeave}>
            {item.reference}
          </Link>
          : {formatDayRange(item.checkIn, item.checkOut)} ({item.status}){item.guestName ? `, under ${item.guestName}` : ''}
        </span>
      </>
    );
  if (item.kind === 'chat')
    return (
      <>
        <span className={styles.meta}>Chat · started {displayInstant(item.at)}</span>
        <span>
          <Link href={fromRoot(adminConversationHref(item.id))} onClick={onLeave}>
            Chat with {item.name}
          </Link>
          : {plural(item.messageCount, 'message', 'messages')}, the last {displayInstant(item.lastMessageAt)} ({item.status})
        </span>
      </>
    );
  return (
    <>
      <span className={styles.meta}>
        Contact message · {displayInstant(item.at)} · {item.answeredAt ? 'Answered' : 'Unanswered'}
      </span>
      <p className={styles.text}>{item.message}</p>
      {item.replies.map((reply) => (
        <div key={reply.id} className={styles.reply}>
          <span className={styles.meta}>
            Reply by {reply.sentByName} · {displayInstant(reply.sentAt)}
          </span>
          <p className={styles.text}>{reply.text}</p>
        </div>
      ))}
      <Link href={fromRoot(adminContactMessagesHref())} onClick={onLeave}>
        Messages from guests
      </Link>
    </>
  );
}

/** The thread itself: what the dialog shows once the history has loaded. */
function GuestHistoryThread({ history, onLeave }: { history: GuestHistory; onLeave: () => void }) {
  return (
    <>
      {history.items.length === 0 ? (
        <p>Nothing under this address yet.</p>
      ) : (
        <ol className={styles.thread} aria-label={`History of ${history.email}, oldest first`}>
          {history.items.map((item) => (
            <li key={`${item.kind}-${item.kind === 'booking' ? item.reference : item.id}`} className={styles.item}>
              <Item item={item} onLeave={onLeave} />
            </li>
          ))}
        </ol>
      )}
      {history.unconfirmedChats > 0 && (
        <p className={styles.meta}>
          {plural(history.unconfirmedChats, 'chat under this address is', 'chats under this address are')} not part of it: the e-mail was never
          confirmed, so anyone could have written it.
        </p>
      )}
    </>
  );
}

interface GuestOf {
  email: string;
  name?: string | undefined;
}

/**
 * 'Guest history' for one e-mail address: the guest's bookings, contact messages with the replies, and the chats
 * whose e-mail they confirmed, in one dialog, each linking to where it lives.
 */
export function GuestHistoryDialog({ guest, onClose }: { guest: GuestOf | null; onClose: () => void }) {
  const history = useGuestHistory(guest?.email ?? '', guest !== null);
  return (
    <AppDialog
      title="Guest history"
      subtitle={guest?.name ? `${guest.name} · ${guest.email}` : guest?.email}
      isOpen={guest !== null}
      onOpenChange={(open) => !open && onClose()}
      size="wide"
    >
      {history.isPending && <p role="status">Loading the history…</p>}
      {history.isError && <p role="alert">Could not load the history. {errorText(history.error)}</p>}
      {history.data && <GuestHistoryThread history={history.data} onLeave={onClose} />}
    </AppDialog>
  );
}

/** The button that opens a guest's history, for a screen that has no table around it. */
export function GuestHistoryButton(guest: GuestOf) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="secondary" onPress={() => setOpen(true)} aria-label={`Guest history of ${guest.name ?? guest.email}`}>
        Guest history
      </Button>
      <GuestHistoryDialog guest={open ? guest : null} onClose={() => setOpen(false)} />
    </>
  );
}

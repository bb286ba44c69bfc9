import type { EntityManager } from '@mikro-orm/postgresql';
import type { GuestHistory, GuestHistoryItem } from '../../../shared/guest/guest-history.schemas';
import { bookingHistoryByEmail } from '../booking/bookings-by-guest';
import { chatsByConfirmedEmail } from '../chat/chats-by-guest';
import { contactMessagesByEmail } from '../contact/contact.service';
import { threadOf } from './guest-history.logic';

/**
 * One guest is one e-mail address: their bookings, their contact messages with the replies, and the chats
 * whose address they proved, as one thread. Each module answers for what it owns.
 */
export async function guestHistory(em: EntityManager, email: string): Promise<GuestHistory> {
  const [bookings, messages, chats] = await Promise.all([bookingHistoryByEmail(em, email), contactMessagesByEmail(em, email), chatsByConfirmedEmail(em, email)]);
  const items: GuestHistoryItem[] = [
    ...bookings.map((booking): GuestHistoryItem => ({
      kind: 'booking',
      at: booking.createdAt.toISOString(),
      reference: booking.reference,
      guestName: booking.guestName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      status: booking.status,
    })),
    ...messages.map((message): GuestHistoryItem => ({
      kind: 'contact',
      at: message.createdAt,
      id: message.id,
      name: message.name,
      message: message.message,
      answeredAt: message.answeredAt,
      replies: message.replies,
    })),
    ...chats.confirmed.map((chat): GuestHistoryItem => ({
      kind: 'chat',
      at: chat.createdAt.toISOString(),
      id: chat.id,
      name: chat.name,
      status: chat.status,
      lastMessageAt: chat.lastMessageAt.toISOString(),
      messageCount: chat.messageCount,
    })),
  ];
  return { email, items: threadOf(items), unconfirmedChats: chats.unconfirmed };
}

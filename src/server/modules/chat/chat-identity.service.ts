import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import type { ChatSendResult } from '../../../shared/chat/chat.schemas';
import type { BookingRow } from '../booking/booking.entity';
import { sendGuestMessage, startConversation } from './chat.service';
import { confirmEmailOnce, conversationOfBooking, findConversation, linkBookingOnce, raiseLinkVersion } from './chat-conversation.queries';

// What a visitor has proven about themselves (issue 17, G4 and G10). Anyone may write under any e-mail address;
// the address counts as the guest's (and their bookings show in the inbox) only once they prove it: by the
// e-mailed link, which reached that mailbox, or by their booking page, whose token proves the booking.

export async function confirmEmail(em: EntityManager, conversationId: string): Promise<void> {
  await confirmEmailOnce(em, conversationId);
}

/** The host ends every link e-mailed so far (and the browsers that came in through one): the next e-mail carries a new one. */
export async function endLinks(em: EntityManager, conversationId: string): Promise<void> {
  if (!(await raiseLinkVersion(em, conversationId))) throw new AppError('NOT_FOUND', 'That conversation no longer exists.');
}

async function linkToBooking(em: EntityManager, conversationId: string, booking: BookingRow): Promise<void> {
  await linkBookingOnce(em, conversationId, booking.id);
  await confirmEmailOnce(em, conversationId);
}

/**
 * The conversation a guest's booking page opens: the one already linked to the booking, else this browser's
 * own under the booking's e-mail address (now linked and confirmed), else none yet (the first message starts it).
 */
export async function conversationForBooking(em: EntityManager, booking: BookingRow, browserConversationId: string | null): Promise<string | null> {
  const linked = await conversationOfBooking(em, booking.id);
  if (linked) return linked;
  const own = await findConversation(em, browserConversationId);
  if (!own || !booking.guestEmail || own.visitorEmail.toLowerCase() !== booking.guestEmail.toLowerCase()) return null;
  await linkToBooking(em, own.id, booking);
  return own.id;
}

/** A first message from the booking page: the guest writes under the booking's name and e-mail, already proven. */
export async function startFromBooking(
  em: EntityManager,
  booking: BookingRow,
  input: { message: string; clientId: string },
  perConversationLimit: Parameters<typeof sendGuestMessage>[3],
  /** The caller's client (chatClientHash): a block of its e-mail or client reaches this conversation too. */
  clientHash?: string,
): Promise<{ conversationId: string; stored: boolean; result: ChatSendResult }> {
  const existing = await conversationForBooking(em, booking, null);
  if (existing) return { conversationId: existing, stored: true, result: await sendGuestMessage(em, existing, { body: input.message, clientId: input.clientId }, perConversationLimit) };
  if (!booking.guestEmail) throw new AppError('BAD_REQUEST', 'This booking has no e-mail address. Please write to us from the chat button.');
  const started = await startConversation(em, {
    name: (booking.guestName ?? '').trim().slice(0, 100) || 'Guest',
    email: booking.guestEmail,
    message: input.message,
    clientId: input.clientId,
  }, perConversationLimit, clientHash);
  // A blocked visitor gets the neutral notice: nothing was stored, so there is nothing to link or remember.
  if (!started.stored) return started;
  await linkToBooking(em, started.conversationId, booking);
  return started;
}

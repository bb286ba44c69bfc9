import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServerConfig } from '../../trpc/context';
import { bookingEmailStay } from '../booking/booking-notifications';
import { BookingEntity, type BookingRow } from '../booking/booking.entity';
import { checkInDayMessage, preArrivalMessage, reviewRequestMessage, type GuestMessage } from '../email/guest-message-emails';
import { withOwnerWords } from '../email/email-template.service';
import { enqueueEmail, type EmailMessage } from '../email/outbox.service';
import { reviewLink } from '../reviews/review-link';
import type { GuestMessageKind } from '../../../shared/emails/guest-messages.schemas';
import { loadHouseAccess } from './guest-messages.settings';

const ROUND_SIZE = 20;

interface Claimed {
  id: string;
  booking_id: string;
  kind: GuestMessageKind;
}

async function messageFor(em: EntityManager, config: ServerConfig, kind: GuestMessageKind, booking: BookingRow): Promise<EmailMessage> {
  // The booking e-mails' one description of the stay (decision 053); each message adds its own values.
  const { stay, property } = await bookingEmailStay(em, config, booking);
  let message: GuestMessage;
  if (kind === 'pre_arrival') message = preArrivalMessage(stay, await loadHouseAccess(em), property.houseRules);
  // The exact address is the pre-arrival message's alone (decision 048): the check-in day names the listing's address.
  else if (kind === 'check_in_day') message = checkInDayMessage(stay, property.address);
  else message = reviewRequestMessage(stay, reviewLink(config, booking.reference));
  return withOwnerWords(em, kind, message.email, message.values);
}

/**
 * Moves the scheduled messages that are due into the outbox, exactly once however many server processes run
 * this: each round claims due rows with FOR UPDATE SKIP LOCKED and, in the same transaction, queues the e-mail and
 * marks the row queued, so a row is either still scheduled (nothing queued) or queued once. A stay no longer
 * confirmed, or without a guest e-mail, is marked skipped. Answers how many e-mails were queued.
 */
export async function dispatchDueMessages(em: EntityManager, config: ServerConfig, now = new Date()): Promise<number> {
  return em.transactional(async (tx) => {
    const due: Claimed[] = await tx.execute(
      `select id, booking_id, kind from scheduled_message where status = 'scheduled' and due_at <= ? order by due_at, id limit ? for update skip locked`,
      [now, ROUND_SIZE],
    );
    let queued = 0;
    for (const row of due) {
      const booking = await tx.findOne(BookingEntity, { id: row.booking_id }, { refresh: true });
      if (!booking || booking.status !== 'confirmed' || !booking.guestEmail) {
        await tx.execute(`update scheduled_message set status = 'skipped', done_at = ? where id = ?`, [now, row.id], 'run');
        continue;
      }
      const email = enqueueEmail(tx, await messageFor(tx, config, row.kind, booking), now);
      await tx.flush();
      await tx.execute(`update scheduled_message set status = 'queued', done_at = ?, outbox_email_id = ? where id = ?`, [now, email.id, row.id], 'run');
      queued += 1;
    }
    return queued;
  });
}

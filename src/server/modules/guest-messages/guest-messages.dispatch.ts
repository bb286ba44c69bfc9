import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServerConfig } from '../../trpc/context';
import { guestBookingLink } from '../booking/booking-link';
import { BookingEntity, type BookingRow } from '../booking/booking.entity';
import { getSiteInfo } from '../content/content.service';
import { checkInDayEmail, preArrivalEmail, reviewRequestEmail } from '../email/guest-message-emails';
import { longDate } from '../email/booking-emails-format';
import { withOwnerWords } from '../email/email-template.service';
import { enqueueEmail, type EmailMessage } from '../email/outbox.service';
import { displayTimeOfDay } from '../../../shared/lib/time-of-day';
import { loadProperty } from '../property/property.service';
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
  const [site, property] = [await getSiteInfo(em), await loadProperty(em)];
  const common = {
    to: booking.guestEmail ?? '',
    contactEmail: site.contact_email,
    siteName: site.site_name,
    guestName: booking.guestName ?? 'Guest',
    reference: booking.reference,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
  };
  const manageUrl = guestBookingLink(config, booking.reference);
  // The template variables (decision 049): the owner's words, once saved, replace the shipped e-mail.
  const values: Record<string, string> = {
    site_name: common.siteName,
    contact_email: common.contactEmail,
    guest_name: common.guestName,
    check_in_date: longDate(common.checkIn),
    check_out_date: longDate(common.checkOut),
    check_in_time: displayTimeOfDay(common.checkInTime),
    booking_link: manageUrl,
  };
  if (kind === 'pre_arrival') {
    const access = await loadHouseAccess(em);
    const message = preArrivalEmail({ ...common, ...access, houseRules: property.houseRules, manageUrl });
    return withOwnerWords(em, 'pre_arrival', message, {
      ...values,
      address: access.exactAddress,
      door_code: access.doorCode,
      wifi_name: access.wifiName,
      wifi_password: access.wifiPassword,
      check_in_instructions: access.checkInInstructions,
      house_rules: property.houseRules.join('\n'),
    });
  }
  // The exact address is the pre-arrival message's alone (decision 048): the check-in day names the listing's address.
  if (kind === 'check_in_day') return withOwnerWords(em, 'check_in_day', checkInDayEmail({ ...common, manageUrl }), { ...values, address: property.address });
  const reviewUrl = reviewLink(config, booking.reference);
  return withOwnerWords(em, 'review_request', reviewRequestEmail({ ...common, reviewUrl }), { ...values, review_link: reviewUrl });
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

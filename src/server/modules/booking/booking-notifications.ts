import type { EntityManager } from '@mikro-orm/postgresql';
import { daysBetweenIso } from '../../../shared/lib/dates';
import type { ServerConfig } from '../../trpc/context';
import { getSiteInfo, hostNotificationEmail } from '../content/content.service';
import { bookingCancelledGuestEmail, bookingCancelledHostEmail, cancellationTemplates } from '../email/booking-emails-cancelled';
import { partialRefundGuestEmail, refundTemplateValues } from '../email/booking-emails-refund';
import { bookingChangedGuestEmail, changeTemplateValues } from '../email/booking-emails-changed';
import type { ChangeLine } from '../../../shared/booking/booking-change.rules';
import { paymentReceiptGuestEmail, receiptTemplate, type ReceiptEntry } from '../email/booking-emails-receipt';
import { displayTimeOfDay } from '../../../shared/lib/time-of-day';
import { bookingConfirmedEmail, bookingReceivedEmail, type BookingEmailStay } from '../email/booking-emails';
import { bookingTemplateValues } from '../email/booking-template-values';
import { withOwnerWords } from '../email/email-template.service';
import { enqueueEmail } from '../email/outbox.service';
import type { Property } from '../property/property.entity';
import { loadProperty } from '../property/property.service';
import { BookingEntity, type BookingRow } from './booking.entity';
import { storedQuote } from './booking-stored';
import { buildBookingIcs } from './booking-ics';
import { guestBookingLink } from './booking-link';
import { recordBookingEvent, SYSTEM } from './booking-event.service';
import { syncGuestMessages } from '../guest-messages/guest-messages.schedule';

interface Context {
  stay: BookingEmailStay;
  property: Property;
  hostEmail: string;
  publicUrl: string;
}

/**
 * What every e-mail about a booking says of its stay, and the property (times, address): the one source of the
 * booking e-mails' words and of their template values (bookingTemplateValues), the automated guest messages' too.
 */
export async function bookingEmailStay(em: EntityManager, config: ServerConfig, booking: BookingRow): Promise<{ stay: BookingEmailStay; property: Property }> {
  const [site, property] = await Promise.all([getSiteInfo(em), loadProperty(em)]);
  const stay: BookingEmailStay = {
    siteName: site.site_name,
    contactEmail: site.contact_email,
    reference: booking.reference,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: daysBetweenIso(booking.checkIn, booking.checkOut),
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    guests: booking.guests,
    pets: booking.pets,
    guestName: booking.guestName ?? 'Guest',
    guestEmail: booking.guestEmail ?? '',
    guestPhone: booking.guestPhone ?? null,
    arrivalTime: booking.arrivalTime ?? null,
    guestMessage: booking.guestMessage ?? null,
    breakdown: storedQuote(booking)?.breakdown ?? [],
    totalCents: booking.totalCents,
    paidCents: booking.paidCents,
    manageUrl: guestBookingLink(config, booking.reference),
  };
  return { stay, property };
}

async function loadContext(em: EntityManager, config: ServerConfig, booking: BookingRow): Promise<Context> {
  const { stay, property } = await bookingEmailStay(em, config, booking);
  return { stay, property, hostEmail: await hostNotificationEmail(em, config.hostEmail), publicUrl: config.publicUrl };
}

function hostName(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

function confirmationIcs(stay: BookingEmailStay, property: Property, publicUrl: string, now: Date) {
  return buildBookingIcs({
    reference: stay.reference,
    domain: hostName(publicUrl),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    summary: `Stay at ${stay.siteName} (${stay.reference})`,
    location: property.address,
    description: `Check-in from ${displayTimeOfDay(property.checkInTime)}, check-out by ${displayTimeOfDay(property.checkOutTime)} (Hawaii time). Your booking: ${stay.manageUrl}`,
    url: stay.manageUrl,
    now,
  });
}

/** Guest: "booking confirmed" with a calendar (.ics) attachment and the signed link; host: "booking received". */
export async function notifyBookingConfirmed(em: EntityManager, config: ServerConfig, booking: BookingRow, now = new Date()): Promise<void> {
  const { stay, property, hostEmail, publicUrl } = await loadContext(em, config, booking);
  const ics = confirmationIcs(stay, property, publicUrl, now);
  const arrival = { address: property.address, checkInInstructions: property.checkInInstructions };
  const values = bookingTemplateValues(stay, arrival);
  if (stay.guestEmail) enqueueEmail(em, await withOwnerWords(em, 'booking-confirmed', bookingConfirmedEmail(stay, arrival, ics), values), now);
  enqueueEmail(em, await withOwnerWords(em, 'booking-received', bookingReceivedEmail(stay, hostEmail), values), now);
  await recordBookingEvent(em, { bookingId: booking.id, kind: 'emails_queued', actor: SYSTEM, detail: queuedDetail('Booking confirmed', stay.guestEmail, 'booking received') }, now);
  // The automated guest messages (pre-arrival, check-in day, review request) are planned in the same transaction.
  await syncGuestMessages(em, booking, now);
}

/** The timeline's note of which e-mails went to the outbox. */
function queuedDetail(guestSubject: string, guestEmail: string, hostSubject: string): string {
  return guestEmail ? `${guestSubject} to the guest (${guestEmail}); ${hostSubject} to the host` : `${hostSubject} to the host (no guest e-mail)`;
}

/**
 * The owner sends the guest's confirmation again (a lost or deleted e-mail): the same message as the
 * first, with its calendar file and link, through the outbox, and nothing to the host.
 */
export async function resendBookingConfirmation(em: EntityManager, config: ServerConfig, booking: BookingRow, now = new Date()): Promise<void> {
  const { stay, property, publicUrl } = await loadContext(em, config, booking);
  const arrival = { address: property.address, checkInInstructions: property.checkInInstructions };
  const message = bookingConfirmedEmail(stay, arrival, confirmationIcs(stay, property, publicUrl, now));
  enqueueEmail(em, await withOwnerWords(em, 'booking-confirmed', message, bookingTemplateValues(stay, arrival)), now);
}

/** Guest and host: the cancellation and the refund it allows. */
export async function notifyBookingCancelled(
  em: EntityManager,
  config: ServerConfig,
  booking: BookingRow,
  refundCents: number,
  now = new Date(),
  by: 'guest' | 'host' = 'guest',
): Promise<void> {
  const { stay, hostEmail } = await loadContext(em, config, booking);
  // A booking that never got confirmed was cancelled by the system (paid after its nights were taken), not by the guest.
  const cancellation = { refundCents, reason: by === 'host' || booking.confirmedAt ? by : 'unplaced' } as const;
  const { guestKind, hostKind, values } = cancellationTemplates(stay, cancellation);
  if (stay.guestEmail) enqueueEmail(em, await withOwnerWords(em, guestKind, bookingCancelledGuestEmail(stay, cancellation), values), now);
  enqueueEmail(em, await withOwnerWords(em, hostKind, bookingCancelledHostEmail(stay, cancellation, hostEmail), values), now);
  await recordBookingEvent(em, { bookingId: booking.id, kind: 'emails_queued', actor: SYSTEM, detail: queuedDetail('Booking cancelled', stay.guestEmail, 'cancellation') }, now);
  // Its automated guest messages not yet sent are dropped with it.
  await syncGuestMessages(em, booking, now);
}

/**
 * Guest: the owner refunded part of the payment (the amount, the reason, the totals, when it arrives).
 * `booking` carries the refunded total after this refund. Nothing is sent without a guest e-mail.
 */
export async function notifyPartialRefund(
  em: EntityManager,
  config: ServerConfig,
  booking: BookingRow,
  refund: { amountCents: number; reason: string },
  now = new Date(),
): Promise<void> {
  const { stay } = await loadContext(em, config, booking);
  if (!stay.guestEmail) return;
  const partial = { ...refund, refundedTotalCents: booking.refundedCents };
  enqueueEmail(em, await withOwnerWords(em, 'booking-refunded', partialRefundGuestEmail(stay, partial), refundTemplateValues(stay, partial)), now);
  await recordBookingEvent(em, { bookingId: booking.id, kind: 'emails_queued', actor: SYSTEM, detail: `Partial refund to the guest (${stay.guestEmail})` }, now);
}

/** A receipt for money the owner recorded by hand, when they chose to send one and the guest has an e-mail address. */
export async function notifyRecordedPayment(em: EntityManager, config: ServerConfig, booking: BookingRow, entry: Omit<ReceiptEntry, 'refundedTotalCents'>, now = new Date()): Promise<boolean> {
  const { stay } = await loadContext(em, config, booking);
  if (!stay.guestEmail) return false;
  const receipt = { ...entry, refundedTotalCents: booking.refundedCents };
  const { kind, values } = receiptTemplate(stay, receipt);
  enqueueEmail(em, await withOwnerWords(em, kind, paymentReceiptGuestEmail(stay, receipt), values), now);
  await recordBookingEvent(em, { bookingId: booking.id, kind: 'emails_queued', actor: SYSTEM, detail: `Receipt to the guest (${stay.guestEmail})` }, now);
  return true;
}

/**
 * Guest: the owner changed the booking (what changed, the stay now, the new balance and its calendar entry again).
 * `booking` is the row after the change. Nothing is sent without a guest e-mail; answers whether it was queued.
 */
export async function notifyBookingChanged(em: EntityManager, config: ServerConfig, booking: BookingRow, lines: readonly ChangeLine[], now = new Date()): Promise<boolean> {
  const { stay, property, publicUrl } = await loadContext(em, config, booking);
  if (!stay.guestEmail) return false;
  const notice = { lines, refundedTotalCents: booking.refundedCents, ics: confirmationIcs(stay, property, publicUrl, now) };
  enqueueEmail(em, await withOwnerWords(em, 'booking-changed', bookingChangedGuestEmail(stay, notice), changeTemplateValues(stay, notice)), now);
  await recordBookingEvent(em, { bookingId: booking.id, kind: 'emails_queued', actor: SYSTEM, detail: `Booking changed to the guest (${stay.guestEmail})` }, now);
  return true;
}

/** A booking's values for the e-mail template variables (a preview with a real booking), or null if it is not there. */
export async function bookingTemplateValuesById(em: EntityManager, config: ServerConfig, bookingId: string): Promise<Record<string, string> | null> {
  const booking = await em.findOne(BookingEntity, { id: bookingId });
  if (!booking) return null;
  const { stay, property } = await loadContext(em, config, booking);
  return bookingTemplateValues(stay, { address: property.address, checkInInstructions: property.checkInInstructions });
}

import type { EmailTemplateKind } from '../../../shared/email/email-template.registry';
import { formatUsd, type Cents } from '../../../shared/lib/money';
import { button, paragraph, rowsHtml, rowsText, stayDates, stayRows, type BookingEmailStay, type Row } from './booking-emails';
import { bookingTemplateValues } from './booking-template-values';
import { layout } from './email-templates';
import type { EmailMessage } from './outbox.service';

export interface Cancellation {
  refundCents: Cents;
  /**
   * 'guest': the guest cancelled under the policy. 'unplaced': the payment
   * arrived after the hold ran out and the nights were taken, so all of it went back.
   * 'host': the owner cancelled from the admin area.
   */
  reason: 'guest' | 'unplaced' | 'host';
}

const REFUND_TIMING = 'Refunds go back to the card you paid with within 10 business days; your bank may take a few more days to show them.';

function refundSentence(cancellation: Cancellation): string {
  if (cancellation.refundCents > 0) return `We are refunding ${formatUsd(cancellation.refundCents)}. ${REFUND_TIMING}`;
  return 'Under the cancellation policy, this cancellation is not refundable.';
}

function amountRows(stay: BookingEmailStay, cancellation: Cancellation): Row[] {
  return [
    ['Paid', formatUsd(stay.paidCents)],
    ['Refund', formatUsd(cancellation.refundCents)],
  ];
}

const GUEST_KINDS = { guest: 'booking-cancelled', host: 'booking-cancelled-by-owner', unplaced: 'booking-cancelled-unplaced' } as const satisfies Record<Cancellation['reason'], EmailTemplateKind>;
const HOST_KINDS = {
  guest: 'booking-cancelled-host',
  host: 'booking-cancelled-host-by-owner',
  unplaced: 'booking-cancelled-host-unplaced',
} as const satisfies Record<Cancellation['reason'], EmailTemplateKind>;

/** The owner's templates for this case (decision 053: one per case) and the values both e-mails fill them with. */
export function cancellationTemplates(stay: BookingEmailStay, cancellation: Cancellation) {
  return {
    guestKind: GUEST_KINDS[cancellation.reason],
    hostKind: HOST_KINDS[cancellation.reason],
    values: { ...bookingTemplateValues(stay), cancellation_amounts: rowsText(amountRows(stay, cancellation)), refund_note: refundSentence(cancellation) },
  };
}

/** The guest's written confirmation of the cancellation, with the refund it allows. */
export function bookingCancelledGuestEmail(stay: BookingEmailStay, cancellation: Cancellation): EmailMessage {
  const intro =
    cancellation.reason === 'unplaced'
      ? `Aloha ${stay.guestName}, we are sorry: your payment reached us after the hold on these dates had run out, and the nights had been booked in the meantime, so we could not confirm booking ${stay.reference}.`
      : cancellation.reason === 'host'
        ? `Aloha ${stay.guestName}, we are very sorry: we have had to cancel your booking ${stay.reference} at ${stay.siteName}. We will be in touch to explain and to help.`
        : `Aloha ${stay.guestName}, your booking ${stay.reference} at ${stay.siteName} is cancelled, as you asked.`;
  const refund = refundSentence(cancellation);
  const contact = `Questions? Write to ${stay.contactEmail} or reply to this e-mail.`;
  const html = layout(
    'Your booking is cancelled',
    [
      paragraph(intro),
      rowsHtml([...stayRows(stay), ...amountRows(stay, cancellation)]),
      paragraph(refund),
      button(stay.manageUrl, 'View your booking'),
      paragraph(contact),
    ].join('\n'),
    stay.siteName,
  );
  const text = [intro, '', rowsText([...stayRows(stay), ...amountRows(stay, cancellation)]), '', refund, '', stay.manageUrl, '', contact, '', stay.siteName].join('\n');
  return {
    kind: 'booking-cancelled',
    to: stay.guestEmail,
    replyTo: stay.contactEmail,
    subject: `Your booking ${stay.reference} is cancelled`,
    text,
    html,
  };
}

/** The host's copy: the nights are free again, and what was refunded. */
export function bookingCancelledHostEmail(stay: BookingEmailStay, cancellation: Cancellation, hostEmail: string): EmailMessage {
  const intro =
    cancellation.reason === 'unplaced'
      ? `${stay.guestName} paid after their hold had run out and the nights were taken; the booking was not confirmed and the payment is refunded in full.`
      : cancellation.reason === 'host'
        ? `You cancelled booking ${stay.reference} of ${stay.guestName} from the admin area. The nights are open for booking again.`
        : `${stay.guestName} cancelled booking ${stay.reference}. The nights are open for booking again.`;
  const rows: Row[] = [...stayRows(stay), ['Guest', `${stay.guestName} <${stay.guestEmail}>`], ...amountRows(stay, cancellation)];
  const html = layout('Booking cancelled', [paragraph(intro), rowsHtml(rows), paragraph(refundSentence(cancellation))].join('\n'), stay.siteName);
  const text = [intro, '', rowsText(rows), '', refundSentence(cancellation)].join('\n');
  return {
    kind: 'booking-cancelled-host',
    to: hostEmail,
    replyTo: stay.guestEmail,
    subject: `Cancelled: booking ${stay.reference}, ${stay.guestName}, ${stayDates(stay)}`.slice(0, 300),
    text,
    html,
  };
}

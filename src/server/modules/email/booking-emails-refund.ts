import { formatUsd, type Cents } from '../../../shared/lib/money';
import { button, paragraph, rowsHtml, rowsText, stayRows, type BookingEmailStay, type Row } from './booking-emails';
import { bookingTemplateValues } from './booking-template-values';
import { layout } from './email-templates';
import type { EmailMessage } from './outbox.service';

export interface PartialRefund {
  /** This refund. */
  amountCents: Cents;
  /** Everything refunded on the booking so far, this refund included. */
  refundedTotalCents: Cents;
  /** The owner's words, shown to the guest as given (escaped in the HTML part). */
  reason: string;
}

const TIMING = 'A refund to a card usually reaches it within 5–10 business days; your bank may take a few more days to show it.';

const reasonLine = (refund: PartialRefund) => (refund.reason.trim() ? `Why: ${refund.reason.trim()}` : null);

const refundRows = (stay: BookingEmailStay, refund: PartialRefund): Row[] => [
  ['You paid', formatUsd(stay.paidCents)],
  ['This refund', formatUsd(refund.amountCents)],
  ['Refunded in total', formatUsd(refund.refundedTotalCents)],
];

/** The values of the owner's partial-refund template (decision 053). */
export function refundTemplateValues(stay: BookingEmailStay, refund: PartialRefund): Record<string, string> {
  return {
    ...bookingTemplateValues(stay),
    refund_amount: formatUsd(refund.amountCents),
    refund_reason: reasonLine(refund) ?? '',
    refund_details: rowsText(refundRows(stay, refund)),
  };
}

/** To the guest when the owner gives back part of the payment: the amount, why, the totals and when it arrives. */
export function partialRefundGuestEmail(stay: BookingEmailStay, refund: PartialRefund): EmailMessage {
  const amount = formatUsd(refund.amountCents);
  const intro = `Aloha ${stay.guestName}, we have refunded ${amount} of your booking ${stay.reference} at ${stay.siteName}. Your booking itself is unchanged.`;
  const reason = reasonLine(refund);
  const rows: Row[] = [...stayRows(stay), ...refundRows(stay, refund)];
  const contact = `Questions? Write to ${stay.contactEmail} or reply to this e-mail.`;
  const html = layout(
    'Part of your payment is refunded',
    [
      paragraph(intro),
      ...(reason ? [paragraph(reason)] : []),
      rowsHtml(rows),
      paragraph(TIMING),
      button(stay.manageUrl, 'View your booking'),
      paragraph(contact),
    ].join('\n'),
    stay.siteName,
  );
  const text = [intro, ...(reason ? ['', reason] : []), '', rowsText(rows), '', TIMING, '', 'Your booking:', stay.manageUrl, '', contact, '', stay.siteName].join('\n');
  return {
    kind: 'booking-refunded',
    to: stay.guestEmail,
    replyTo: stay.contactEmail,
    subject: `We've refunded ${amount} of your booking ${stay.reference}`,
    text,
    html,
  };
}

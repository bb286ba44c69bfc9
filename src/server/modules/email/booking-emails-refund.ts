import { formatUsd, type Cents } from '../../../shared/lib/money';
import { button, paragraph, rowsHtml, rowsText, stayRows, type BookingEmailStay, type Row } from './booking-emails';
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

/** To the guest when the owner gives back part of the payment: the amount, why, the totals and when it arrives. */
export function partialRefundGuestEmail(stay: BookingEmailStay, refund: PartialRefund): EmailMessage {
  const amount = formatUsd(refund.amountCents);
  const intro = `Aloha ${stay.guestName}, we have refunded ${amount} of your booking ${stay.reference} at ${stay.siteName}. Your booking itself is unchanged.`;
  const reason = refund.reason.trim() ? `Why: ${refund.reason.trim()}` : null;
  const rows: Row[] = [
    ...stayRows(stay),
    ['You paid', formatUsd(stay.paidCents)],
    ['This refund', amount],
    ['Refunded in total', formatUsd(refund.refundedTotalCents)],
  ];
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

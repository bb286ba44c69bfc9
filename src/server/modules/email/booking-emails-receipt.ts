import { RECORDED_PAYMENT_METHOD_LABELS, type RecordedPaymentKind, type RecordedPaymentMethod } from '../../../shared/booking/recorded-payment.schemas';
import { dueCents } from '../../../shared/booking/recorded-payment.rules';
import { formatUsd, type Cents } from '../../../shared/lib/money';
import { button, paragraph, rowsHtml, rowsText, stayRows, type BookingEmailStay, type Row } from './booking-emails';
import { longDate } from './booking-emails-format';
import { bookingTemplateValues } from './booking-template-values';
import { layout } from './email-templates';
import type { EmailMessage } from './outbox.service';

export interface ReceiptEntry {
  kind: RecordedPaymentKind;
  method: RecordedPaymentMethod;
  amountCents: Cents;
  /** The Hawaii date the money changed hands. */
  receivedOn: string;
  /** Everything refunded on the booking so far, this entry included. */
  refundedTotalCents: Cents;
}

function receiptRows(stay: BookingEmailStay, entry: ReceiptEntry): Row[] {
  return [
    ['Total', formatUsd(stay.totalCents)],
    [entry.kind === 'refund' ? 'Given back' : 'Received', formatUsd(entry.amountCents)],
    ['Paid in total', formatUsd(stay.paidCents)],
    ...(entry.refundedTotalCents > 0 ? [['Refunded in total', formatUsd(entry.refundedTotalCents)] as Row] : []),
    ['Still due', formatUsd(dueCents(stay))],
  ];
}

/** The owner's receipt template for this entry (payment or refund, decision 053) and its values. */
export function receiptTemplate(stay: BookingEmailStay, entry: ReceiptEntry) {
  return {
    kind: entry.kind === 'refund' ? ('booking-refund-receipt' as const) : ('booking-payment-receipt' as const),
    values: {
      ...bookingTemplateValues(stay),
      amount: formatUsd(entry.amountCents),
      received_on: longDate(entry.receivedOn),
      payment_method: RECORDED_PAYMENT_METHOD_LABELS[entry.method].toLowerCase(),
      receipt_details: rowsText(receiptRows(stay, entry)),
    },
  };
}

/** To the guest when the owner records money received by hand, or given back: a receipt with what is paid and still due. */
export function paymentReceiptGuestEmail(stay: BookingEmailStay, entry: ReceiptEntry): EmailMessage {
  const amount = formatUsd(entry.amountCents);
  const how = RECORDED_PAYMENT_METHOD_LABELS[entry.method].toLowerCase();
  const refund = entry.kind === 'refund';
  const intro = refund
    ? `Aloha ${stay.guestName}, this is your receipt: we gave back ${amount} of your booking ${stay.reference} at ${stay.siteName} on ${longDate(entry.receivedOn)} (${how}).`
    : `Aloha ${stay.guestName}, this is your receipt: we received ${amount} for your booking ${stay.reference} at ${stay.siteName} on ${longDate(entry.receivedOn)} (${how}). Mahalo!`;
  const rows: Row[] = [...stayRows(stay), ...receiptRows(stay, entry)];
  const contact = `Questions? Write to ${stay.contactEmail} or reply to this e-mail.`;
  const title = refund ? 'Your refund receipt' : 'Your payment receipt';
  const html = layout(title, [paragraph(intro), rowsHtml(rows), button(stay.manageUrl, 'View your booking'), paragraph(contact)].join('\n'), stay.siteName);
  const text = [intro, '', rowsText(rows), '', 'Your booking:', stay.manageUrl, '', contact, '', stay.siteName].join('\n');
  return {
    kind: refund ? 'booking-refund-receipt' : 'booking-payment-receipt',
    to: stay.guestEmail,
    replyTo: stay.contactEmail,
    subject: refund ? `Receipt: ${amount} given back for booking ${stay.reference}` : `Receipt: ${amount} received for booking ${stay.reference}`,
    text,
    html,
  };
}

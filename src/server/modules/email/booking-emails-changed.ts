import { balanceAfter, type ChangeLine } from '../../../shared/booking/booking-change.rules';
import { formatUsd } from '../../../shared/lib/money';
import { amountRows, button, heading, paragraph, rowsHtml, rowsText, stayRows, type BookingEmailStay, type Row } from './booking-emails';
import { bookingTemplateValues } from './booking-template-values';
import { layout } from './email-templates';
import type { EmailMessage } from './outbox.service';

export interface BookingChangeNotice {
  /** What changed, before and after, in the owner's words. */
  lines: readonly ChangeLine[];
  refundedTotalCents: number;
  /** The stay's calendar entry again (same UID, so the guest's calendar moves it). */
  ics: string;
}

/** What the guest owes or gets back after the change, in one sentence. */
function balanceSentence(stay: BookingEmailStay, refundedTotalCents: number): string {
  const { dueCents, refundOwedCents } = balanceAfter({ totalCents: stay.totalCents, paidCents: stay.paidCents, refundedCents: refundedTotalCents });
  if (refundOwedCents > 0) return `You have paid ${formatUsd(refundOwedCents)} more than the new total; we will refund it to you.`;
  if (dueCents > 0) return `${formatUsd(dueCents)} is still due for this stay.`;
  return 'Your stay is paid in full.';
}

function changeParts(stay: BookingEmailStay, notice: Omit<BookingChangeNotice, 'ics'>) {
  const changes: Row[] = notice.lines.map((line) => [line.label, `${line.before} → ${line.after}`]);
  const balance = balanceSentence(stay, notice.refundedTotalCents);
  const money: Row[] = [...amountRows(stay), ...(notice.refundedTotalCents > 0 ? [['Refunded', formatUsd(notice.refundedTotalCents)] as Row] : [])];
  return { changes, balance, money };
}

/** The values of the owner's booking-changed template (decision 053). */
export function changeTemplateValues(stay: BookingEmailStay, notice: Omit<BookingChangeNotice, 'ics'>): Record<string, string> {
  const { changes, balance, money } = changeParts(stay, notice);
  return { ...bookingTemplateValues(stay), change_details: rowsText(changes), payment_details: rowsText(money), balance_note: balance };
}

/** To the guest when the owner changes the booking: what changed, the stay as it is now, the new balance. */
export function bookingChangedGuestEmail(stay: BookingEmailStay, notice: BookingChangeNotice): EmailMessage {
  const intro = `Aloha ${stay.guestName}, we have changed your booking ${stay.reference} at ${stay.siteName}.`;
  const { changes, balance, money } = changeParts(stay, notice);
  const contact = `Questions, or something not right? Write to ${stay.contactEmail} or reply to this e-mail.`;
  const html = layout(
    'Your booking has changed',
    [
      paragraph(intro),
      heading('What changed'),
      rowsHtml(changes),
      heading('Your stay now'),
      rowsHtml(stayRows(stay)),
      heading('Payment'),
      rowsHtml(money),
      paragraph(balance),
      button(stay.manageUrl, 'View your booking'),
      paragraph(`The attached calendar file updates your stay in your calendar. ${contact}`),
    ].join('\n'),
    stay.siteName,
  );
  const text = [intro, '', 'What changed:', rowsText(changes), '', 'Your stay now:', rowsText(stayRows(stay)), '', 'Payment:', rowsText(money), balance, '', 'Your booking:', stay.manageUrl, '', contact, '', stay.siteName].join('\n');
  return {
    kind: 'booking-changed',
    to: stay.guestEmail,
    replyTo: stay.contactEmail,
    subject: `Your booking ${stay.reference} has changed`,
    text,
    html,
    attachments: [{ filename: `booking-${stay.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: notice.ics }],
  };
}

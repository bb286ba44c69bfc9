import { escapeHtml } from '../../../shared/lib/html';
import { formatUsd, type Cents } from '../../../shared/lib/money';
import { displayTimeOfDay } from '../../../shared/lib/time-of-day';
import { longDate, plural, usdFromDecimal } from './booking-emails-format';
import { layout } from './email-templates';
import type { EmailMessage } from './outbox.service';

/** Everything the booking e-mails say about a stay; user texts arrive raw and are escaped here. */
export interface BookingEmailStay {
  siteName: string;
  /** The host's address guests can write to. */
  contactEmail: string;
  reference: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** "15:00" as stored on the property. */
  checkInTime: string;
  checkOutTime: string;
  guests: number;
  pets: number;
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  arrivalTime: string | null;
  guestMessage: string | null;
  /** The quote's lines as the guest saw them. */
  breakdown: { label: string; amount: string }[];
  totalCents: Cents;
  paidCents: Cents;
  /** The guest's signed link to see and cancel the booking. */
  manageUrl: string;
}

export interface ArrivalDetails {
  address: string;
  checkInInstructions: string;
}

export type Row = [label: string, value: string];

const CELL = 'padding:6px 0;border-bottom:1px solid #eadfcb;vertical-align:top';

export function rowsHtml(rows: Row[]): string {
  const body = rows
    .map(([label, value]) => `<tr><td style="${CELL};padding-right:16px;color:#4d5f66">${escapeHtml(label)}</td><td style="${CELL}">${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<table style="width:100%;border-collapse:collapse;font-size:15px">${body}</table>`;
}

export function rowsText(rows: Row[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

export function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

/** Free text (instructions, a guest's message) keeps its line breaks. */
export function block(text: string): string {
  return `<p style="white-space:pre-wrap;background:#fff;border:1px solid #d9cdb8;border-radius:8px;padding:16px">${escapeHtml(text)}</p>`;
}

export function heading(text: string): string {
  return `<h2 style="font-family:Georgia,serif;font-size:17px;color:#0b4c56;margin-top:24px">${escapeHtml(text)}</h2>`;
}

export function button(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b4c56;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

export function stayRows(stay: BookingEmailStay): Row[] {
  return [
    ['Reference', stay.reference],
    ['Check-in', `${longDate(stay.checkIn)}, from ${displayTimeOfDay(stay.checkInTime)} Hawaii time`],
    ['Check-out', `${longDate(stay.checkOut)}, by ${displayTimeOfDay(stay.checkOutTime)} Hawaii time`],
    ['Nights', String(stay.nights)],
    ['Guests', stay.pets > 0 ? `${plural(stay.guests, 'guest')}, ${plural(stay.pets, 'pet')}` : plural(stay.guests, 'guest')],
  ];
}

export function amountRows(stay: BookingEmailStay): Row[] {
  return [
    ...stay.breakdown.map((line): Row => [line.label, usdFromDecimal(line.amount)]),
    ['Total', formatUsd(stay.totalCents)],
    ['Paid', formatUsd(stay.paidCents)],
  ];
}

export function stayDates(stay: BookingEmailStay): string {
  return `${longDate(stay.checkIn)} to ${longDate(stay.checkOut)}`;
}

/** To the guest once payment is in: everything needed to arrive, the link to manage the stay, and a calendar entry. */
export function bookingConfirmedEmail(stay: BookingEmailStay, arrival: ArrivalDetails, ics: string): EmailMessage {
  const intro = `Aloha ${stay.guestName}, your stay at ${stay.siteName} is confirmed. We look forward to welcoming you.`;
  const manage = 'To see your booking or cancel it under the cancellation policy, use this link (keep it private):';
  const html = layout(
    'Your booking is confirmed',
    [
      paragraph(intro),
      rowsHtml(stayRows(stay)),
      heading('Address'),
      block(arrival.address),
      heading('Check-in instructions'),
      block(arrival.checkInInstructions),
      heading('Payment'),
      rowsHtml(amountRows(stay)),
      heading('Your booking'),
      paragraph(manage),
      button(stay.manageUrl, 'View or cancel your booking'),
      paragraph(`The attached calendar file adds your stay to your calendar. Questions? Write to ${stay.contactEmail} or reply to this e-mail.`),
    ].join('\n'),
    stay.siteName,
  );
  const text = [
    intro,
    '',
    rowsText(stayRows(stay)),
    '',
    'Address:',
    arrival.address,
    '',
    'Check-in instructions:',
    arrival.checkInInstructions,
    '',
    'Payment:',
    rowsText(amountRows(stay)),
    '',
    manage,
    stay.manageUrl,
    '',
    `Questions? Write to ${stay.contactEmail} or reply to this e-mail.`,
    '',
    stay.siteName,
  ].join('\n');
  return {
    kind: 'booking-confirmed',
    to: stay.guestEmail,
    replyTo: stay.contactEmail,
    subject: `Your booking ${stay.reference} is confirmed: ${stayDates(stay)}`,
    text,
    html,
    attachments: [{ filename: `booking-${stay.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
  };
}

/** To the host: a new paid booking, with the guest's details; replying goes to the guest. */
export function bookingReceivedEmail(stay: BookingEmailStay, hostEmail: string): EmailMessage {
  const guestRows: Row[] = [
    ['Name', stay.guestName],
    ['E-mail', stay.guestEmail],
    ['Phone', stay.guestPhone || 'not given'],
    ['Estimated arrival', stay.arrivalTime ? displayTimeOfDay(stay.arrivalTime) : 'not given'],
  ];
  const message = stay.guestMessage?.trim() ? stay.guestMessage : null;
  const html = layout(
    'New booking',
    [
      paragraph(`${stay.guestName} booked ${stay.siteName} for ${plural(stay.nights, 'night')}, ${stayDates(stay)}.`),
      rowsHtml(stayRows(stay)),
      heading('Guest'),
      rowsHtml(guestRows),
      ...(message ? [heading('Message to the host'), block(message)] : []),
      heading('Payment'),
      rowsHtml(amountRows(stay)),
      paragraph(`Reply to this e-mail to write to ${stay.guestName} directly.`),
    ].join('\n'),
    stay.siteName,
  );
  const text = [
    `New booking: ${stay.guestName}, ${stayDates(stay)}.`,
    '',
    rowsText(stayRows(stay)),
    '',
    rowsText(guestRows),
    ...(message ? ['', 'Message to the host:', message] : []),
    '',
    'Payment:',
    rowsText(amountRows(stay)),
    '',
    `Reply to this e-mail to write to ${stay.guestName} directly.`,
  ].join('\n');
  return {
    kind: 'booking-received',
    to: hostEmail,
    replyTo: stay.guestEmail,
    subject: `New booking ${stay.reference}: ${stay.guestName}, ${stayDates(stay)}`.slice(0, 300),
    text,
    html,
  };
}

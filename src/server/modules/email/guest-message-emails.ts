import type { HouseAccess } from '../../../shared/emails/guest-messages.schemas';
import { displayTimeOfDay } from '../../../shared/lib/time-of-day';
import { block, button, heading, paragraph, rowsHtml, rowsText, type BookingEmailStay, type Row } from './booking-emails';
import { longDate } from './booking-emails-format';
import { bookingTemplateValues } from './booking-template-values';
import { layout } from './email-templates';
import type { EmailMessage } from './outbox.service';

/**
 * The automated guest messages (decision 048): one function per message, its words and its values, and one per
 * message that gives the dispatcher both the e-mail built here and the values of its template (decisions 049, 053),
 * whose default says the same. Every value is escaped by the helpers; a text part always.
 */
interface GuestMessageValues {
  to: string;
  /** The house's contact address: a reply reaches the host. */
  contactEmail: string;
  siteName: string;
  guestName: string;
  reference: string;
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
}

export interface PreArrivalValues extends GuestMessageValues {
  exactAddress: string;
  doorCode: string;
  wifiName: string;
  wifiPassword: string;
  checkInInstructions: string;
  houseRules: readonly string[];
  manageUrl: string;
}

export interface CheckInDayValues extends GuestMessageValues {
  manageUrl: string;
}

export interface ReviewRequestValues extends Pick<GuestMessageValues, 'to' | 'contactEmail' | 'siteName' | 'guestName' | 'reference' | 'checkIn' | 'checkOut'> {
  reviewUrl: string;
}

function arrivalRows(v: GuestMessageValues): Row[] {
  return [
    ['Reference', v.reference],
    ['Check-in', `${longDate(v.checkIn)}, from ${displayTimeOfDay(v.checkInTime)} Hawaii time`],
    ['Check-out', `${longDate(v.checkOut)}, by ${displayTimeOfDay(v.checkOutTime)} Hawaii time`],
  ];
}

const houseRulesText = (rules: readonly string[]) => rules.map((rule) => `• ${rule}`).join('\n');

/** The parts of the house access the owner filled in, as [heading, text]. */
function accessSections(v: PreArrivalValues): [string, string][] {
  const wifi = [v.wifiName.trim() && `Network: ${v.wifiName}`, v.wifiPassword.trim() && `Password: ${v.wifiPassword}`].filter(Boolean).join('\n');
  const sections: [string, string][] = [
    ['Address', v.exactAddress],
    ['Getting in', v.doorCode],
    ['Check-in instructions', v.checkInInstructions],
    ['Wi-Fi', wifi],
    ['House rules', houseRulesText(v.houseRules)],
  ];
  return sections.filter(([, text]) => text.trim() !== '');
}

function withSignature(lines: string[], v: Pick<GuestMessageValues, 'contactEmail' | 'siteName'>): string {
  return [...lines, '', `Questions? Write to ${v.contactEmail} or reply to this e-mail.`, '', v.siteName].join('\n');
}

/** N days before check-in: how to get in (exact address, door code, Wi-Fi, instructions, house rules). The only place these appear. */
export function preArrivalEmail(v: PreArrivalValues): EmailMessage {
  const intro = `Aloha ${v.guestName}, your stay at ${v.siteName} is coming up. Here is everything you need to arrive. Please keep it private.`;
  const sections = accessSections(v);
  const html = layout(
    'Your arrival details',
    [
      paragraph(intro),
      rowsHtml(arrivalRows(v)),
      ...sections.flatMap(([title, text]) => [heading(title), block(text)]),
      button(v.manageUrl, 'View your booking'),
      paragraph(`Questions? Write to ${v.contactEmail} or reply to this e-mail.`),
    ].join('\n'),
    v.siteName,
  );
  const text = withSignature([intro, '', rowsText(arrivalRows(v)), ...sections.flatMap(([title, body]) => ['', `${title}:`, body]), '', 'Your booking:', v.manageUrl], v);
  return { kind: 'pre-arrival', to: v.to, replyTo: v.contactEmail, subject: `Your arrival at ${v.siteName} on ${longDate(v.checkIn)}`.slice(0, 300), text, html };
}

/** On the check-in date: a welcome, the check-in and check-out times. */
export function checkInDayEmail(v: CheckInDayValues): EmailMessage {
  const intro = `Aloha ${v.guestName}, welcome to ${v.siteName}! Today is your check-in day: the house is yours from ${displayTimeOfDay(v.checkInTime)}. Your arrival details are in our earlier e-mail.`;
  const html = layout(
    'Welcome: today is check-in day',
    [paragraph(intro), rowsHtml(arrivalRows(v)), button(v.manageUrl, 'View your booking'), paragraph(`Questions? Write to ${v.contactEmail} or reply to this e-mail.`)].join('\n'),
    v.siteName,
  );
  const text = withSignature([intro, '', rowsText(arrivalRows(v)), '', 'Your booking:', v.manageUrl], v);
  return { kind: 'check-in-day', to: v.to, replyTo: v.contactEmail, subject: `Welcome to ${v.siteName}: today is check-in day`.slice(0, 300), text, html };
}

/** N days after check-out: a signed link to review the stay. */
export function reviewRequestEmail(v: ReviewRequestValues): EmailMessage {
  const intro = `Aloha ${v.guestName}, mahalo for staying at ${v.siteName} from ${longDate(v.checkIn)} to ${longDate(v.checkOut)}. Would you tell future guests how it was? It takes two minutes.`;
  const note = 'This link is yours alone and works once.';
  const html = layout('How was your stay?', [paragraph(intro), button(v.reviewUrl, 'Review your stay'), paragraph(`${note} Or paste this address into your browser: ${v.reviewUrl}`)].join('\n'), v.siteName);
  const text = withSignature([intro, '', 'Review your stay:', v.reviewUrl, '', note], v);
  return { kind: 'review-request', to: v.to, replyTo: v.contactEmail, subject: `How was your stay at ${v.siteName}? (${v.reference})`.slice(0, 300), text, html };
}

/** A message as the dispatcher sends it while the owner has not worded its template, and that template's values. */
export interface GuestMessage {
  email: EmailMessage;
  values: Record<string, string>;
}

/** What every guest message says of the stay: the booking e-mails' description of it (decision 053). */
function basics(stay: BookingEmailStay): GuestMessageValues {
  return {
    to: stay.guestEmail,
    contactEmail: stay.contactEmail,
    siteName: stay.siteName,
    guestName: stay.guestName,
    reference: stay.reference,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    checkInTime: stay.checkInTime,
    checkOutTime: stay.checkOutTime,
  };
}

/** The pre-arrival message with the owner's private house access (the only e-mail that carries it) and the house rules. */
export function preArrivalMessage(stay: BookingEmailStay, access: HouseAccess, houseRules: readonly string[]): GuestMessage {
  return {
    email: preArrivalEmail({ ...basics(stay), ...access, houseRules, manageUrl: stay.manageUrl }),
    values: {
      ...bookingTemplateValues(stay),
      address: access.exactAddress,
      door_code: access.doorCode,
      wifi_name: access.wifiName,
      wifi_password: access.wifiPassword,
      check_in_instructions: access.checkInInstructions,
      house_rules: houseRulesText(houseRules),
    },
  };
}

/** The check-in day message; its {{address}} is the listing's, never the exact address (decision 048). */
export function checkInDayMessage(stay: BookingEmailStay, listingAddress: string): GuestMessage {
  return { email: checkInDayEmail({ ...basics(stay), manageUrl: stay.manageUrl }), values: { ...bookingTemplateValues(stay), address: listingAddress } };
}

/** The review request with the guest's signed single-use link. */
export function reviewRequestMessage(stay: BookingEmailStay, reviewUrl: string): GuestMessage {
  return { email: reviewRequestEmail({ ...basics(stay), reviewUrl }), values: { ...bookingTemplateValues(stay), review_link: reviewUrl } };
}

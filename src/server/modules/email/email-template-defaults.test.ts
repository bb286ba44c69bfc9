import { describe, expect, it } from 'vitest';
import type { HouseAccess } from '../../../shared/emails/guest-messages.schemas';
import { templateDefinition, type EmailTemplateKind } from '../../../shared/email/email-template.registry';
import { chatGuestReplyEmail, chatGuestReplyValues, chatHostAlertEmail, chatHostAlertValues } from '../chat/chat-emails';
import { emailChangeEmail, emailChangeValues } from './account-emails';
import type { BookingEmailStay } from './booking-emails';
import { bookingCancelledGuestEmail, bookingCancelledHostEmail, cancellationTemplates, type Cancellation } from './booking-emails-cancelled';
import { bookingChangedGuestEmail, changeTemplateValues } from './booking-emails-changed';
import { paymentReceiptGuestEmail, receiptTemplate, type ReceiptEntry } from './booking-emails-receipt';
import { partialRefundGuestEmail, refundTemplateValues } from './booking-emails-refund';
import { contactReplyToGuest, contactReplyValues } from './email-templates';
import { checkInDayMessage, preArrivalMessage, reviewRequestMessage, type GuestMessage } from './guest-message-emails';
import type { EmailMessage } from './outbox.service';
import { renderTemplate } from './template-render';

/**
 * Decision 053: each e-mail that became a template has today's words as its default. Until the owner saves words
 * the e-mail is built as before (withOwnerWords); these tests prove the default, rendered, says the same: the
 * same subject and the same lines a reader sees in the HTML (today's table rows read "Label: value", as the
 * template's lines do), or for the chat's alert to the host, whose conversations are one block, its text part.
 */
const SITE = 'Kaneohe Bay Beach House';
const EVIL = '<img src=x onerror=alert(1)>';

const stay: BookingEmailStay = {
  siteName: SITE,
  contactEmail: 'aloha@kaneohebayhouse.com',
  reference: 'KB-7H3K9P',
  checkIn: '2026-03-10',
  checkOut: '2026-03-14',
  nights: 4,
  checkInTime: '15:00',
  checkOutTime: '10:00',
  guests: 3,
  pets: 1,
  guestName: `Keiko ${EVIL} Tanaka`,
  guestEmail: 'keiko@example.com',
  guestPhone: null,
  arrivalTime: null,
  guestMessage: null,
  breakdown: [
    { label: '$500.00 x 4 nights', amount: '2000.00' },
    { label: 'Cleaning fee', amount: '300.00' },
  ],
  totalCents: 255_300,
  paidCents: 200_000,
  manageUrl: 'https://kaneohebayhouse.com/booking/confirmation?ref=KB-7H3K9P&token=abc_def-123',
};

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** The lines a reader sees in an e-mail's HTML, in order: a table row as "Label: value", every break a new line. */
function visibleLines(html: string): string[] {
  return html
    .replace(/<\/td>\s*<td[^>]*>/g, ': ')
    .replace(/<br>|<\/(p|h1|h2|tr|blockquote)>|<hr[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]!)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const textLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function rendered(kind: EmailTemplateKind, values: Record<string, string>) {
  const unknown: string[] = [];
  const email = renderTemplate(templateDefinition(kind), values, SITE, (name) => unknown.push(name));
  expect(unknown, kind).toEqual([]);
  return email;
}

/** The default of `kind` rendered with `values` says what `today` says. */
function expectSameWords(kind: EmailTemplateKind, values: Record<string, string>, today: EmailMessage, part: 'html' | 'text' = 'html') {
  const email = rendered(kind, values);
  expect(email.subject, kind).toBe(today.subject);
  if (part === 'html') expect(visibleLines(email.html), kind).toEqual(visibleLines(today.html));
  // The template's text part ends with the site's name, as the HTML's footer does.
  else expect(textLines(email.text), kind).toEqual([...textLines(today.text), SITE]);
  expect(email.html, kind).not.toContain('<img');
  expect(email.text.length, kind).toBeGreaterThan(0);
}

describe('the default templates say what the e-mails built in code say', () => {
  const reasons: Cancellation['reason'][] = ['guest', 'host', 'unplaced'];
  for (const reason of reasons) {
    for (const refundCents of [0, 127_650]) {
      it(`cancellation (${reason}, refund ${refundCents}): the guest's and the host's`, () => {
        const cancellation = { reason, refundCents };
        const { guestKind, hostKind, values } = cancellationTemplates(stay, cancellation);
        expectSameWords(guestKind, values, bookingCancelledGuestEmail(stay, cancellation));
        expectSameWords(hostKind, values, bookingCancelledHostEmail(stay, cancellation, 'host@example.com'));
      });
    }
  }

  it('the three cancellations to the guest are three templates, as are the host’s copies', () => {
    const kinds = reasons.map((reason) => cancellationTemplates(stay, { reason, refundCents: 0 }));
    expect(kinds.map((kind) => kind.guestKind)).toEqual(['booking-cancelled', 'booking-cancelled-by-owner', 'booking-cancelled-unplaced']);
    expect(kinds.map((kind) => kind.hostKind)).toEqual(['booking-cancelled-host', 'booking-cancelled-host-by-owner', 'booking-cancelled-host-unplaced']);
  });

  it('booking changed, with and without a refund so far', () => {
    const lines = [
      { part: 'dates' as const, label: 'Dates', before: 'March 10 to 14', after: 'March 11 to 15' },
      { part: 'note' as const, label: 'Note', before: 'none', after: `Crib ${EVIL}` },
    ];
    for (const refundedTotalCents of [0, 30_000]) {
      const notice = { lines, refundedTotalCents, ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' };
      expectSameWords('booking-changed', changeTemplateValues(stay, notice), bookingChangedGuestEmail(stay, notice));
    }
  });

  it('partial refund, with a reason and without', () => {
    for (const reason of [`Hot tub ${EVIL} broken`, '  ']) {
      const refund = { amountCents: 15_000, refundedTotalCents: 45_000, reason };
      expectSameWords('booking-refunded', refundTemplateValues(stay, refund), partialRefundGuestEmail(stay, refund));
    }
  });

  it('receipts for a payment and for money given back', () => {
    const entries: ReceiptEntry[] = [
      { kind: 'payment', method: 'bank_transfer', amountCents: 55_300, receivedOn: '2026-03-02', refundedTotalCents: 0 },
      { kind: 'refund', method: 'cash', amountCents: 10_000, receivedOn: '2026-03-03', refundedTotalCents: 10_000 },
    ];
    for (const entry of entries) {
      const { kind, values } = receiptTemplate(stay, entry);
      expectSameWords(kind, values, paymentReceiptGuestEmail(stay, entry));
    }
    expect(entries.map((entry) => receiptTemplate(stay, entry).kind)).toEqual(['booking-payment-receipt', 'booking-refund-receipt']);
  });

  it('the new e-mail address', () => {
    const change = { to: 'new@example.com', name: `Lani ${EVIL}`, siteName: SITE, confirmUrl: 'https://kaneohebayhouse.com/auth?email-change=t&x=1', validMinutes: 1440 };
    expectSameWords('email-change', emailChangeValues(change), emailChangeEmail(change));
  });

  it('the answer to a contact message, several lines each', () => {
    const reply = {
      to: 'guest@example.com',
      replyTo: 'aloha@kaneohebayhouse.com',
      siteName: SITE,
      guestName: `Ana ${EVIL}`,
      reply: 'Yes, a crib.\n\nSee you soon & mahalo.',
      writer: 'Leilani',
      original: { message: `Is there a crib?\n${EVIL}`, writtenOn: '2026-03-03' },
    };
    expectSameWords('contact-reply', contactReplyValues(reply), contactReplyToGuest(reply));
  });

  const messages = [
    { body: `Yes, from 1 PM ${EVIL}`, createdAt: new Date('2026-03-03T02:12:00Z') },
    { body: 'Parking is on the left.\nMahalo', createdAt: new Date('2026-03-03T02:14:00Z') },
  ];

  it('the chat answer to the guest', () => {
    const reply = { to: 'guest@example.com', siteName: SITE, visitorName: `Ana ${EVIL}`, messages, url: 'https://kaneohebayhouse.com/chat?link=a&b=c' };
    expectSameWords('chat-guest-reply', chatGuestReplyValues(reply), chatGuestReplyEmail(reply));
  });

  it('the chat alert to the host, for one waiting guest and for two', () => {
    const conversation = (name: string) => ({ visitorName: name, visitorEmail: 'v@example.com', messages, url: 'https://kaneohebayhouse.com/admin/chat/1?x=y' });
    for (const conversations of [[conversation(`Ana ${EVIL}`)], [conversation('Ana'), conversation('Ben')]]) {
      const alert = { to: 'host@example.com', siteName: SITE, conversations };
      expectSameWords('chat-host-alert', chatHostAlertValues(alert), chatHostAlertEmail(alert), 'text');
      expect(visibleLines(renderTemplate(templateDefinition('chat-host-alert'), chatHostAlertValues(alert), SITE).html)[0]).toBe(visibleLines(chatHostAlertEmail(alert).html)[0]);
    }
  });

  describe('the automated guest messages', () => {
    const access: HouseAccess = {
      exactAddress: '46-119 Lilipuna Road, Gate B\nKaneohe, HI 96744',
      doorCode: `Key box left of the door, code 4821 ${EVIL}`,
      checkInInstructions: 'Park on the right.\nShoes off inside, please.',
      wifiName: `Hale ${EVIL}`,
      wifiPassword: 'mahalo & aloha',
    };
    const rules = ['No parties.', `Quiet hours 10 PM to 7 AM ${EVIL}`];

    /** The default of `kind` says what the dispatcher sends today; guest and owner text is escaped, kept as typed in the text part. */
    function expectSameMessage(kind: EmailTemplateKind, message: GuestMessage) {
      expectSameWords(kind, message.values, message.email);
      const email = rendered(kind, message.values);
      expect(email.html, kind).toContain('Keiko &lt;img src=x onerror=alert(1)&gt; Tanaka');
      expect(email.text, kind).toContain(`Aloha Keiko ${EVIL} Tanaka`);
      return email;
    }

    it('pre-arrival with every part of the house access and the house rules', () => {
      const email = expectSameMessage('pre_arrival', preArrivalMessage(stay, access, rules));
      const lines = visibleLines(email.html);
      for (const line of ['Getting in', `Key box left of the door, code 4821 ${EVIL}`, 'Gate B', 'Network: Hale ' + EVIL, 'Password: mahalo & aloha', `• Quiet hours 10 PM to 7 AM ${EVIL}`]) {
        expect(lines.some((seen) => seen.includes(line)), line).toBe(true);
      }
      expect(email.subject).toBe(`Your arrival at ${SITE} on Tuesday, March 10, 2026`);
    });

    const optional: [keyof HouseAccess | 'houseRules', string][] = [
      ['exactAddress', 'Address'],
      ['doorCode', 'Getting in'],
      ['checkInInstructions', 'Check-in instructions'],
      ['wifiName', 'Network:'],
      ['wifiPassword', 'Password:'],
      ['houseRules', 'House rules'],
    ];
    for (const [field, seen] of optional) {
      it(`pre-arrival without ${field}: left out, heading and all, as the e-mail built in code leaves it out`, () => {
        const message = field === 'houseRules' ? preArrivalMessage(stay, access, []) : preArrivalMessage(stay, { ...access, [field]: '' }, rules);
        const email = expectSameMessage('pre_arrival', message);
        expect(visibleLines(email.html).some((line) => line.startsWith(seen))).toBe(false);
        expect(email.text).not.toContain(seen);
      });
    }

    it('pre-arrival with no house access and no rules: no empty heading or box', () => {
      const none: HouseAccess = { exactAddress: '', doorCode: '', checkInInstructions: '', wifiName: '', wifiPassword: '' };
      const email = expectSameMessage('pre_arrival', preArrivalMessage(stay, none, []));
      expect(email.html).not.toMatch(/<h2[^>]*>|<p[^>]*>\s*<\/p>/);
      expect(visibleLines(email.html).slice(4)).toEqual(['Check-out: Saturday, March 14, 2026, by 10:00 AM Hawaii time', 'View your booking', `Questions? Write to ${stay.contactEmail} or reply to this e-mail.`, SITE]);
    });

    it('check-in day, without the exact address', () => {
      const email = expectSameMessage('check_in_day', checkInDayMessage(stay, 'Kaneohe, HI 96744'));
      expect(email.subject).toBe(`Welcome to ${SITE}: today is check-in day`);
      expect(email.html + email.text).not.toContain('Kaneohe, HI 96744');
    });

    it('review request with its single-use link, escaped in the HTML', () => {
      const link = 'https://kaneohebayhouse.com/review?ref=KB-7H3K9P&token=r_1-2';
      const email = expectSameMessage('review_request', reviewRequestMessage(stay, link));
      expect(email.subject).toBe(`How was your stay at ${SITE}? (KB-7H3K9P)`);
      expect(email.html).toContain('href="https://kaneohebayhouse.com/review?ref=KB-7H3K9P&amp;token=r_1-2"');
      expect(email.text).toContain(`Review your stay: ${link}`);
    });
  });
});

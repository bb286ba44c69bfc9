import { describe, expect, it } from 'vitest';
import { bookingCancelledGuestEmail, bookingCancelledHostEmail } from './booking-emails-cancelled';
import { bookingConfirmedEmail, bookingReceivedEmail, type BookingEmailStay } from './booking-emails';

const stay: BookingEmailStay = {
  siteName: 'Kaneohe Bay Beach House',
  contactEmail: 'aloha@kaneohebayhouse.com',
  reference: 'KB-7H3K9P',
  checkIn: '2026-03-10',
  checkOut: '2026-03-14',
  nights: 4,
  checkInTime: '15:00',
  checkOutTime: '10:00',
  guests: 3,
  pets: 0,
  guestName: 'Keiko <b>Tanaka</b>',
  guestEmail: 'keiko@example.com',
  guestPhone: '+1 (206) 555-0101',
  arrivalTime: '17:00',
  guestMessage: 'We land at 2 PM & <i>drive</i> over.',
  breakdown: [
    { label: '$500.00 x 4 nights', amount: '2000.00' },
    { label: 'Cleaning fee', amount: '300.00' },
    { label: 'State TAT (11%)', amount: '253.00' },
  ],
  totalCents: 273_038,
  paidCents: 273_038,
  manageUrl: 'https://kaneohebayhouse.com/booking/confirmation?ref=KB-7H3K9P&token=abc_def-123',
};
const arrival = { address: '46-119 Lilipuna Road, Kaneohe, HI 96744', checkInInstructions: 'Lockbox code 4821.\nPark on the left.' };

describe('bookingConfirmedEmail', () => {
  const email = bookingConfirmedEmail(stay, arrival, 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');

  it('goes to the guest with the stay, times, amounts, address, instructions and the link', () => {
    expect(email).toMatchObject({ kind: 'booking-confirmed', to: 'keiko@example.com', replyTo: 'aloha@kaneohebayhouse.com' });
    expect(email.subject).toBe('Your booking KB-7H3K9P is confirmed: Tuesday, March 10, 2026 to Saturday, March 14, 2026');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Tuesday, March 10, 2026, from 3:00 PM');
      expect(body).toContain('Saturday, March 14, 2026, by 10:00 AM');
      expect(body).toContain('3 guests');
      expect(body).toContain('$2,730.38');
      expect(body).toContain('46-119 Lilipuna Road, Kaneohe, HI 96744');
      expect(body).toContain('Lockbox code 4821.');
    }
    expect(email.text).toContain(stay.manageUrl);
    expect(email.html).toContain('href="https://kaneohebayhouse.com/booking/confirmation?ref=KB-7H3K9P&amp;token=abc_def-123"');
  });

  it('attaches the stay as booking-<reference>.ics', () => {
    expect(email.attachments).toEqual([
      { filename: 'booking-KB-7H3K9P.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
    ]);
  });

  it('escapes what the guest typed', () => {
    expect(email.html).toContain('Keiko &lt;b&gt;Tanaka&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Tanaka</b>');
  });
});

describe('bookingReceivedEmail', () => {
  const email = bookingReceivedEmail(stay, 'host@example.com');

  it('tells the host who booked, how to reach them and what they paid; replies go to the guest', () => {
    expect(email).toMatchObject({ kind: 'booking-received', to: 'host@example.com', replyTo: 'keiko@example.com' });
    expect(email.subject).toContain('KB-7H3K9P');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('keiko@example.com');
      expect(body).toContain('+1 (206) 555-0101');
      expect(body).toContain('Estimated arrival');
      expect(body).toContain('5:00 PM');
      expect(body).toContain('Tuesday, March 10, 2026');
      expect(body).toContain('$2,730.38');
    }
    expect(email.text).toContain('We land at 2 PM & <i>drive</i> over.');
    expect(email.html).toContain('We land at 2 PM &amp; &lt;i&gt;drive&lt;/i&gt; over.');
  });
});

describe('cancellation e-mails', () => {
  it('tell the guest and the host the refund and when it reaches the card', () => {
    const guest = bookingCancelledGuestEmail(stay, { refundCents: 154_326, reason: 'guest' });
    const host = bookingCancelledHostEmail(stay, { refundCents: 154_326, reason: 'guest' }, 'host@example.com');
    expect(guest).toMatchObject({ kind: 'booking-cancelled', to: 'keiko@example.com', subject: 'Your booking KB-7H3K9P is cancelled' });
    expect(host).toMatchObject({ kind: 'booking-cancelled-host', to: 'host@example.com', replyTo: 'keiko@example.com' });
    for (const body of [guest.text, guest.html, host.text, host.html]) {
      expect(body).toContain('$1,543.26');
      expect(body).toContain('within 10 business days');
    }
  });

  it('say plainly when nothing is refunded', () => {
    const guest = bookingCancelledGuestEmail(stay, { refundCents: 0, reason: 'guest' });
    expect(guest.text).toContain('Under the cancellation policy, this cancellation is not refundable.');
    expect(guest.text).not.toContain('business days');
  });

  it('explain a payment that arrived after the nights were taken', () => {
    const guest = bookingCancelledGuestEmail(stay, { refundCents: 273_038, reason: 'unplaced' });
    expect(guest.text).toContain('we could not confirm booking KB-7H3K9P');
    expect(guest.text).toContain('$2,730.38');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { centsToDecimal } from '../../../shared/lib/money';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { useTestDatabase } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession } from '../../trpc/context';
import { smtpSender } from '../email/mailer';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { deliverDueEmails } from '../email/outbox.service';
import { createDemoPaymentProvider } from '../payments/demo-provider';
import type { PaymentProvider } from '../payments/payment-provider';
import { quoteStayDetailed } from '../quote/quote.service';
import { BookingEntity, type BookingRow } from './booking.entity';
import { newReference } from './booking.logic';
import { tokenFor } from './booking-link';
import { notifyBookingConfirmed } from './booking-notifications';
import { halfRefundCents, RULES } from './refund-policy.logic';
import { testConfig } from '../../../test/test-config';
import { failureOf } from '../../../test/trpc-failure';

const db = useTestDatabase();
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

const today = todayAtProperty();
const day = (offset: number) => addDaysIso(today, offset);
const ADDRESS = '46-119 Lilipuna Road, Kaneohe, HI 96744';

// The demo provider, with every refund it is asked for written down.
const demo = createDemoPaymentProvider();
const refunds: { intentId: string; amountCents: number; idempotencyKey: string }[] = [];
const payments: PaymentProvider = {
  ...demo,
  mode: 'demo',
  publishableKey: null,
  refund: async (input) => {
    refunds.push(input);
    return demo.refund(input);
  },
};
const config = testConfig({ payments, hostEmail: 'host@example.com', publicUrl: 'https://kaneohe.example' });

async function caller() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config }));
}

const access = (booking: Pick<BookingRow, 'reference'>) => ({ reference: booking.reference, token: tokenFor(config, booking.reference) });

/** A booking as checkout leaves it: the server's quote and priced stay, paid through the demo provider when confirmed. */
async function insertBooking(status: 'hold' | 'confirmed', checkIn: string, nights = 4, quotedAt = new Date()): Promise<BookingRow> {
  const em = db.orm.em.fork();
  const checkOut = addDaysIso(checkIn, nights);
  const { quote, priced, taxes } = await quoteStayDetailed(em, { start: checkIn, end: checkOut, guests: 2 }, quotedAt);
  const reference = newReference();
  const intent = await payments.createIntent({ reference, amountCents: priced.totalCents, email: 'keiko@example.com', description: reference });
  if (status === 'confirmed') await payments.completeDemoPayment!(intent.id);
  const row = em.create(BookingEntity, {
    reference,
    status,
    checkIn,
    checkOut,
    guests: 2,
    pets: 0,
    currency: 'USD',
    totalCents: priced.totalCents,
    quote,
    pricing: { priced, taxes },
    guestName: 'Keiko Tanaka',
    guestEmail: 'keiko@example.com',
    guestPhone: '+1 (206) 555-0101',
    arrivalTime: '16:00',
    guestMessage: 'Travelling with a toddler.',
    policiesAcceptedAt: new Date(),
    paymentProvider: 'demo',
    paymentIntentId: intent.id,
    paidCents: status === 'confirmed' ? priced.totalCents : 0,
    refundedCents: 0,
    holdExpiresAt: new Date(Date.now() + 15 * 60_000),
    confirmedAt: status === 'confirmed' ? new Date() : null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await em.flush();
  return row;
}

async function emailsAbout(reference: string) {
  const rows = await db.orm.em.fork().find(OutboxEmailEntity, { subject: { $like: `%${reference}%` } }, { orderBy: { id: 'asc' } });
  return rows.map((row) => ({ kind: row.kind, to: row.to, text: row.text }));
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.close();
});

describe('booking.view', () => {
  it('answers a wrong token exactly like an unknown booking, revealing nothing', async () => {
    const booking = await insertBooking('confirmed', day(100));
    const wrong = await failureOf((await caller()).booking.view({ reference: booking.reference, token: tokenFor(config, 'KB-OTHER1') }));
    const unknown = await failureOf((await caller()).booking.view(access({ reference: 'KB-ZZZZZZ' })));
    expect(wrong).toEqual({ code: 'NOT_FOUND', message: 'We could not find that booking. Please use the link from your e-mail.' });
    expect(unknown).toEqual(wrong);
    expect(JSON.stringify(wrong)).not.toContain('Keiko');
  });

  it('shows a hold its price and what is due, but not the address', async () => {
    const hold = await insertBooking('hold', day(110));
    const view = await (await caller()).booking.view(access(hold));
    expect(view).toMatchObject({ reference: hold.reference, status: 'hold', checkIn: day(110), checkOut: day(114), nights: 4, guests: 2, paid: '0.00', due: centsToDecimal(hold.totalCents) });
    expect(view.total).toBe(centsToDecimal(hold.totalCents));
    expect(view.arrival).toBeNull();
    expect(view.cancellation).toBeNull();
    expect(JSON.stringify(view)).not.toContain('Lilipuna');
  });

  it('shows a confirmed guest the address, the instructions and what cancelling would refund', async () => {
    const booking = await insertBooking('confirmed', day(60));
    const view = await (await caller()).booking.view(access(booking));
    expect(view).toMatchObject({ status: 'confirmed', paid: centsToDecimal(booking.paidCents), due: '0.00', refunded: '0.00', paymentMode: 'demo', checkInTime: '15:00', checkOutTime: '10:00' });
    expect(view.arrival?.address).toBe(ADDRESS);
    expect(view.arrival?.checkInInstructions.length).toBeGreaterThan(20);
    expect(view.cancellation).toEqual({ refund: centsToDecimal(booking.paidCents), rule: RULES.full });
    expect(view.breakdown[0]!.label).toMatch(/x 4 nights$/);
  });
});

describe('booking.cancel', () => {
  it('refunds everything 30 days ahead, cancels, writes to guest and host, and frees the nights', async () => {
    const booking = await insertBooking('confirmed', day(45));
    const cancelled = await (await caller()).booking.cancel(access(booking));
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded: centsToDecimal(booking.paidCents), arrival: null, cancellation: null });
    expect(refunds.filter((refund) => refund.intentId === booking.paymentIntentId)).toEqual([
      { intentId: booking.paymentIntentId, amountCents: booking.paidCents, idempotencyKey: `cancel-${booking.reference}` },
    ]);
    const row = await db.orm.em.fork().findOneOrFail(BookingEntity, { reference: booking.reference });
    expect(row).toMatchObject({ status: 'cancelled', refundedCents: booking.paidCents });
    expect(row.cancelledAt).toBeInstanceOf(Date);

    const emails = await emailsAbout(booking.reference);
    expect(emails.map(({ kind, to }) => ({ kind, to }))).toEqual([
      { kind: 'booking-cancelled', to: 'keiko@example.com' },
      { kind: 'booking-cancelled-host', to: 'host@example.com' },
    ]);
    for (const email of emails) expect(email.text).toContain(`We are refunding $`);

    const hold = await (await caller()).booking.hold({ start: day(45), end: day(49), guests: 2 });
    expect(hold.reference).toMatch(/^KB-/);
  });

  it('refunds half the nightly charges plus the cleaning fee and their taxes 14 to 29 days ahead, once however many clicks', async () => {
    const booking = await insertBooking('confirmed', day(20));
    const expected = halfRefundCents(booking.pricing!);
    expect(expected).toBeLessThan(booking.paidCents);
    const view = await (await caller()).booking.view(access(booking));
    expect(view.cancellation).toEqual({ refund: centsToDecimal(expected), rule: RULES.half });

    const [first, second] = await Promise.all([(await caller()).booking.cancel(access(booking)), (await caller()).booking.cancel(access(booking))]);
    const again = await (await caller()).booking.cancel(access(booking));
    for (const result of [first, second, again]) expect(result).toMatchObject({ status: 'cancelled', refunded: centsToDecimal(expected) });
    expect(refunds.filter((refund) => refund.intentId === booking.paymentIntentId)).toEqual([
      { intentId: booking.paymentIntentId, amountCents: expected, idempotencyKey: `cancel-${booking.reference}` },
    ]);
    expect((await emailsAbout(booking.reference)).map((email) => email.kind)).toEqual(['booking-cancelled', 'booking-cancelled-host']);
  });

  it('cancels without a refund under 14 days, and says so', async () => {
    const booking = await insertBooking('confirmed', day(5));
    expect((await (await caller()).booking.view(access(booking))).cancellation).toEqual({ refund: '0.00', rule: RULES.none });
    const cancelled = await (await caller()).booking.cancel(access(booking));
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded: '0.00' });
    expect(refunds.some((refund) => refund.intentId === booking.paymentIntentId)).toBe(false);
    const [guest] = await emailsAbout(booking.reference);
    expect(guest!.text).toContain('this cancellation is not refundable');
  });

  it('refuses a hold and a stay that has begun, and changes nothing', async () => {
    const hold = await insertBooking('hold', day(130));
    expect(await failureOf((await caller()).booking.cancel(access(hold)))).toEqual({ code: 'CONFLICT', message: 'Only a confirmed booking can be cancelled.' });

    const begun = await insertBooking('confirmed', day(-1), 4, new Date(Date.now() - 5 * 86_400_000));
    expect((await (await caller()).booking.view(access(begun))).cancellation).toBeNull();
    expect(await failureOf((await caller()).booking.cancel(access(begun)))).toEqual({ code: 'BAD_REQUEST', message: RULES.started });
    const rows = await db.orm.em.fork().find(BookingEntity, { reference: { $in: [hold.reference, begun.reference] } });
    expect(rows.map((row) => row.status).sort()).toEqual(['confirmed', 'hold']);
    expect(refunds.some((refund) => refund.intentId === begun.paymentIntentId)).toBe(false);
  });
});

/** The decoded body of the MIME part whose headers mention `filename`. */
function attachmentFrom(raw: string, filename: string): string | null {
  const at = raw.indexOf(filename);
  if (at < 0) return null;
  const headersStart = raw.lastIndexOf('\r\n--', at);
  const bodyStart = raw.indexOf('\r\n\r\n', at) + 4;
  const bodyEnd = raw.indexOf('\r\n--', bodyStart);
  const headers = raw.slice(headersStart, bodyStart);
  const body = raw.slice(bodyStart, bodyEnd);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    return body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return body;
}

describe('the confirmation e-mail', () => {
  it('reaches a real SMTP server with the link, the address and the calendar attachment', async () => {
    const booking = await insertBooking('confirmed', day(200));
    const em = db.orm.em.fork();
    const row = await em.findOneOrFail(BookingEntity, { reference: booking.reference });
    await notifyBookingConfirmed(em, config, row);
    await em.flush();

    const result = await deliverDueEmails(db.orm.em.fork(), smtpSender(smtp.url), 'Kaneohe Bay Beach House <aloha@kaneohebayhouse.com>', new Date(Date.now() + 1000));
    expect(result.failed).toBe(0);
    const toGuest = smtp.received.find((mail) => mail.to.includes('keiko@example.com') && mail.raw.includes(`${booking.reference} is confirmed`));
    const toHost = smtp.received.find((mail) => mail.to.includes('host@example.com') && mail.raw.includes(`New booking ${booking.reference}`));
    expect(toGuest).toBeDefined();
    expect(toHost?.raw).toMatch(/Reply-To: keiko@example.com/i);

    const ics = attachmentFrom(toGuest!.raw, `booking-${booking.reference}.ics`);
    expect(ics).not.toBeNull();
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    const unfolded = ics!.replace(/\r\n /g, '');
    expect(unfolded).toContain(`\r\nDTSTART;VALUE=DATE:${day(200).replace(/-/g, '')}\r\n`);
    expect(unfolded).toContain(`\r\nDTEND;VALUE=DATE:${day(204).replace(/-/g, '')}\r\n`);
    expect(unfolded).toContain(`UID:booking-${booking.reference}@kaneohe.example`);
    expect(unfolded).toContain('LOCATION:46-119 Lilipuna Road\\, Kaneohe\\, HI 96744');
    expect(unfolded).toContain(`https://kaneohe.example/booking/confirmation?ref=${booking.reference}&token=${tokenFor(config, booking.reference)}`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { formatUsd } from '../../../shared/lib/money';
import { signedInOwnerWithSession, type browserLike } from '../../../test/http-harness';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in';
import { testConfig } from '../../../test/test-config';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createBooking } from '../../composition/factories';
import { createInnerContext, memorySession, type ServerConfig } from '../../trpc/context';
import { smtpSender } from '../email/mailer';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { deliverDueEmails } from '../email/outbox.service';
import { createStripePaymentProvider } from '../payments/stripe-provider';
import { guestBookingLink } from './booking-link';
import { BookingEntity, type BookingRow } from './booking.entity';
import { failureOf } from '../../../test/trpc-failure';

const { db, http } = useTestServer();
let stripe: StripeStandIn;
let stripeConfig: ServerConfig;
let ownerSession: string;
let ownerTab: ReturnType<typeof browserLike>;

const today = todayAtProperty();
const day = (offset: number) => addDaysIso(today, offset);

async function ownerCaller(config: ServerConfig = stripeConfig) {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config }));
}
async function anonymousCaller() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: stripeConfig }));
}

async function insertBooking(overrides: Partial<BookingRow> & Pick<BookingRow, 'status' | 'checkIn' | 'checkOut'>): Promise<BookingRow> {
  const em = db.orm.em.fork();
  const row = createBooking(em, overrides);
  await em.flush();
  return row;
}

/** A guest books three nights from `start` and pays online through the Stripe stand-in, so the owner can refund through the provider. */
async function paidBooking(start: string, guest: { name: string; email: string }) {
  const guestCaller = await anonymousCaller();
  const details = { ...guest, phone: '808-555-0199', arrivalTime: '16:00' as const, message: '', agreeToPolicies: true as const };
  const checkout = await guestCaller.booking.startCheckout({ start, end: addDaysIso(start, 3), guests: 2, guest: details });
  const hold = await db.orm.em.fork().findOneOrFail(BookingEntity, { reference: checkout.reference });
  await stripe.succeed(hold.paymentIntentId!, { webhook: false });
  expect((await guestCaller.booking.confirmPayment({ reference: checkout.reference, token: checkout.token })).status).toBe('confirmed');
  return hold;
}

const outboxFor = (to: string) => db.orm.em.fork().find(OutboxEmailEntity, { to }, { orderBy: { id: 'asc' } });

let ana: BookingRow;
let bob: BookingRow;
let evil: BookingRow;
let held: BookingRow;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  stripeConfig = testConfig({
    payments: createStripePaymentProvider({ secretKey: stripe.secretKey, publishableKey: stripe.publishableKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.baseUrl }),
  });
  // The owner: one browser tab for REST, one session for createCaller.
  ({ tab: ownerTab, session: ownerSession } = await signedInOwnerWithSession(db.orm, http.baseUrl));

  ana = await insertBooking({ status: 'confirmed', checkIn: day(200), checkOut: day(204), guestName: 'Ana Bell', guestEmail: 'ana.bell@example.com', guestPhone: '+1 (808) 555-0101', paidCents: 150_000 });
  bob = await insertBooking({ status: 'cancelled', checkIn: day(210), checkOut: day(213), guestName: 'Bob Kealoha', guestEmail: 'BOB@Surf.example', guestPhone: '808 555 0202' });
  evil = await insertBooking({
    status: 'confirmed',
    checkIn: day(220),
    checkOut: day(222),
    guestName: '=HYPERLINK("http://x.example","click"), "Jr"',
    guestEmail: '@evil@example.com',
    guestPhone: '+1 808 555 0303',
    guestMessage: 'Line one\nLine two',
  });
  held = await insertBooking({ status: 'hold', checkIn: day(230), checkOut: day(232), guestName: 'Hana Hold', holdExpiresAt: new Date(Date.now() + 10 * 60_000) });
});
afterAll(async () => {
  await stripe.close();
});

describe('admin.bookings.list: search and filters', () => {
  const refs = async (input: Record<string, unknown>) =>
    (await (await ownerCaller()).admin.bookings.list({ filter: 'all', ...input })).items.map((item) => item.reference).sort();

  it('finds a booking by its reference, guest name, e-mail or phone, in any case', async () => {
    expect(await refs({ search: ana.reference.toLowerCase() })).toEqual([ana.reference]);
    expect(await refs({ search: 'kealoha' })).toEqual([bob.reference]);
    expect(await refs({ search: 'bob@surf' })).toEqual([bob.reference]);
    expect(await refs({ search: '555-0101' })).toEqual([ana.reference]);
    // Digits alone find a phone written with spaces, brackets or dashes.
    expect(await refs({ search: '8085550202' })).toEqual([bob.reference]);
    expect(await refs({ search: 'nobody-like-this' })).toEqual([]);
    // A % or _ is a character to find, not a wildcard.
    expect(await refs({ search: '%' })).toEqual([]);
  });

  it('filters by status and by stay dates overlapping the stay, with the tabs and paging as before', async () => {
    expect(await refs({ status: 'cancelled', search: 'example' })).toEqual([bob.reference]);
    expect(await refs({ status: 'hold' })).toEqual([held.reference]);
    // Ana stays nights day(200)..day(203): a range touching any of them lists her; her check-out day does not.
    expect(await refs({ stayFrom: day(203), stayTo: day(203) })).toEqual([ana.reference]);
    expect(await refs({ stayFrom: day(204), stayTo: day(209) })).toEqual([]);
    expect(await refs({ stayFrom: day(199), stayTo: day(211) })).toEqual([ana.reference, bob.reference].sort());
    expect(await refs({ stayFrom: day(225) })).toEqual([held.reference]);
    const upcoming = await (await ownerCaller()).admin.bookings.list({ filter: 'upcoming', search: 'example', pageSize: 1, page: 2 });
    expect(upcoming).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(upcoming.items).toHaveLength(1);
  });

  it('takes the same filters over REST, and answers a bad one with a 400 on its field', async () => {
    const found = await ownerTab.get(`/api/admin/bookings?filter=all&search=BELL&status=&stayFrom=${day(190)}`);
    expect(found.status).toBe(200);
    expect((found.body.items as { reference: string }[]).map((item) => item.reference)).toEqual([ana.reference]);
    const badStatus = await ownerTab.get('/api/admin/bookings?status=paid');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.fieldErrors).toEqual({ status: ['Choose hold, confirmed, cancelled or expired'] });
    const backwards = await ownerTab.get(`/api/admin/bookings?stayFrom=${day(10)}&stayTo=${day(5)}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.fieldErrors).toEqual({ stayTo: ['The last stay date must not be before the first'] });
  });
});

describe('GET /api/admin/bookings.csv', () => {
  it('sends the filtered list as a CSV download, escaped for spreadsheets', async () => {
    const response = await fetch(`${http.baseUrl}/api/admin/bookings.csv?filter=all&stayFrom=${day(200)}&stayTo=${day(225)}`, { headers: { cookie: ownerTab.cookie() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain(`bookings-${today}.csv`);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('"Reference","Status","Check-in","Check-out","Nights","Guests","Pets","Guest name","Guest e-mail","Guest phone","Total","Paid","Refunded","Created at"');
    expect(lines).toHaveLength(5); // header, three bookings, and the empty string after the last CRLF
    const evilLine = lines.find((line) => line.startsWith(`"${evil.reference}"`))!;
    expect(evilLine).toContain(`"${evil.reference}","confirmed","${day(220)}","${day(222)}",2,2,0,"'=HYPERLINK(""http://x.example"",""click""), ""Jr""","'@evil@example.com","'+1 808 555 0303",1500.00,0.00,0.00,`);
    const anaLine = lines.find((line) => line.startsWith(`"${ana.reference}"`))!;
    expect(anaLine).toContain(',"Ana Bell","ana.bell@example.com","\'+1 (808) 555-0101",1500.00,1500.00,0.00,');
  });

  it('answers the same rows through admin.bookings.exportCsv, and refuses anyone signed out', async () => {
    const file = await (await ownerCaller()).admin.bookings.exportCsv({ filter: 'all', search: 'kealoha' });
    expect(file.csv.split('\r\n')[1]).toMatch(new RegExp(`^"${bob.reference}","cancelled",`));
    expect(await failureOf((await anonymousCaller()).admin.bookings.exportCsv({ filter: 'all' }))).toMatchObject({ code: 'UNAUTHORIZED' });
    const anonymous = await fetch(`${http.baseUrl}/api/admin/bookings.csv`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/json/);
  });
});

describe('admin.bookings.resendConfirmation', () => {
  it('queues exactly one e-mail, the guest’s confirmation again, and notes it on the timeline', async () => {
    const before = await outboxFor('ana.bell@example.com');
    const resent = await ownerTab.post(`/api/admin/bookings/${ana.reference}/resend-confirmation`);
    expect(resent.status).toBe(200);
    const after = await outboxFor('ana.bell@example.com');
    expect(after).toHaveLength(before.length + 1);
    const mail = after.at(-1)!;
    expect(mail.kind).toBe('booking-confirmed');
    expect(mail.subject).toContain(ana.reference);
    expect(mail.attachments?.[0]?.filename).toMatch(/\.ics$/);
    expect((resent.body.timeline as { kind: string; actor: { name: string } }[]).at(-1)).toMatchObject({ kind: 'confirmation_resent', actor: { kind: 'admin', name: 'Leilani Kahale' } });
  });

  it('refuses a booking that is not confirmed', async () => {
    const before = await db.orm.em.fork().count(OutboxEmailEntity, {});
    expect(await failureOf((await ownerCaller()).admin.bookings.resendConfirmation({ reference: bob.reference }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Only a confirmed booking has a confirmation to resend; this one is cancelled.',
    });
    expect(await db.orm.em.fork().count(OutboxEmailEntity, {})).toBe(before);
    expect(await failureOf((await anonymousCaller()).admin.bookings.resendConfirmation({ reference: ana.reference }))).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('a booking’s life: checkout, payment, partial refund, cancellation', () => {
  it('refunds part of the payment through the provider, up to what is left, and keeps the timeline', async () => {
    const checkout = await paidBooking(day(120), { name: 'Kai Akana', email: 'kai@example.com' });
    const paidCents = checkout.totalCents;

    const owner = await ownerCaller();
    const refunded = await owner.admin.bookings.refund({ reference: checkout.reference, amountCents: 10_000, reason: 'Hot tub out of order' });
    expect(refunded).toMatchObject({ status: 'confirmed', refundedCents: 10_000 });
    expect(stripe.refunds.map((refund) => refund.amount)).toEqual([10_000]);
    expect(stripe.requests.filter((request) => request.path === '/v1/refunds').at(-1)?.idempotencyKey).toBeTruthy();

    // Over what is left: a 400 on the amount naming the limit, and nothing refunded.
    const left = paidCents - 10_000;
    const over = await failureOf(owner.admin.bookings.refund({ reference: checkout.reference, amountCents: left + 1, reason: 'Too much' }));
    expect(over).toMatchObject({ code: 'BAD_REQUEST' });
    expect(over.fieldErrors?.amountCents?.[0]).toContain('The refund cannot be more than what was paid less what was already refunded');
    expect(stripe.refunds).toHaveLength(1);
    expect(await failureOf(owner.admin.bookings.refund({ reference: checkout.reference, amountCents: 0, reason: '' }))).toMatchObject({
      fieldErrors: { amountCents: ['Enter the amount to refund'], reason: ['Say why you are refunding'] },
    });

    // The owner cancels with a full refund of what is left.
    const cancelled = await owner.admin.bookings.cancel({ reference: checkout.reference, refund: 'full' });
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedCents: paidCents });
    expect(stripe.refunds.map((refund) => refund.amount)).toEqual([10_000, left]);

    const { timeline } = await owner.admin.bookings.get({ reference: checkout.reference });
    expect(timeline.map((event) => event.kind)).toEqual(['held', 'confirmed', 'emails_queued', 'refunded', 'emails_queued', 'cancelled', 'refunded', 'emails_queued']);
    expect(timeline[0]).toMatchObject({ actor: { kind: 'guest' }, amountCents: paidCents });
    expect(timeline[1]).toMatchObject({ actor: { kind: 'guest' }, amountCents: paidCents });
    expect(timeline[2]!.detail).toContain('kai@example.com');
    expect(timeline[3]).toMatchObject({ amountCents: 10_000, reason: 'Hot tub out of order', actor: { kind: 'admin', name: 'Leilani Kahale' } });
    expect(timeline[4]).toMatchObject({ actor: { kind: 'system' }, detail: 'Partial refund to the guest (kai@example.com)' });
    expect(timeline[5]).toMatchObject({ kind: 'cancelled', amountCents: left, actor: { kind: 'admin', name: 'Leilani Kahale' } });
    expect(timeline[6]).toMatchObject({ amountCents: left, reason: 'Cancelled by the host with a full refund', actor: { kind: 'admin', name: 'Leilani Kahale' } });
    const times = timeline.map((event) => event.at);
    expect([...times].sort()).toEqual(times);

    // Nothing left to refund now.
    expect(await failureOf(owner.admin.bookings.refund({ reference: checkout.reference, amountCents: 1, reason: 'More' }))).toMatchObject({ code: 'CONFLICT' });
  });

  it('records an expired hold as the system’s doing', async () => {
    const row = await insertBooking({ status: 'hold', checkIn: day(140), checkOut: day(142), holdExpiresAt: new Date(Date.now() - 60_000) });
    // Any new hold sweeps the stale ones first.
    await (await anonymousCaller()).booking.hold({ start: day(150), end: day(153), guests: 2 });
    const { timeline, status } = await (await ownerCaller()).admin.bookings.get({ reference: row.reference });
    expect(status).toBe('expired');
    expect(timeline).toEqual([expect.objectContaining({ kind: 'expired', actor: { kind: 'system', userId: null, name: null } })]);
  });

  it('refuses a refund of a payment not made online here, and anyone signed out', async () => {
    expect(await failureOf((await ownerCaller()).admin.bookings.refund({ reference: ana.reference, amountCents: 100, reason: 'Goodwill' }))).toMatchObject({ code: 'CONFLICT' });
    expect(await failureOf((await anonymousCaller()).admin.bookings.refund({ reference: ana.reference, amountCents: 100, reason: 'Goodwill' }))).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('the partial refund e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('queues one e-mail to the guest with the amount, the reason, the totals and their link, delivered over SMTP', async () => {
    const booking = await paidBooking(day(160), { name: 'Mele Kai', email: 'mele@example.com' });
    const before = await outboxFor('mele@example.com');
    const owner = await ownerCaller();
    const refunded = await owner.admin.bookings.refund({ reference: booking.reference, amountCents: 12_345, reason: 'Pool heater <broken> & cold' });

    const queued = (await outboxFor('mele@example.com')).slice(before.length);
    expect(queued).toHaveLength(1);
    const mail = queued[0]!;
    expect(mail).toMatchObject({ kind: 'booking-refunded', subject: `We've refunded $123.45 of your booking ${booking.reference}` });
    expect(mail.text).toContain('Why: Pool heater <broken> & cold');
    expect(mail.text).toContain(`You paid: ${formatUsd(booking.totalCents)}`);
    expect(mail.text).toContain('Refunded in total: $123.45');
    expect(mail.text).toContain('5–10 business days');
    expect(mail.text).toContain(guestBookingLink(stripeConfig, booking.reference));
    expect(mail.html).toContain('Pool heater &lt;broken&gt; &amp; cold');
    expect(mail.html).not.toContain('<broken>');
    expect(refunded.timeline.slice(-2)).toMatchObject([
      { kind: 'refunded', amountCents: 12_345 },
      { kind: 'emails_queued', detail: 'Partial refund to the guest (mele@example.com)' },
    ]);

    // A second refund tells the guest the new total.
    await owner.admin.bookings.refund({ reference: booking.reference, amountCents: 1_000, reason: 'Late check-in' });
    expect((await outboxFor('mele@example.com')).at(-1)!.text).toContain('Refunded in total: $133.45');

    const result = await deliverDueEmails(db.orm.em.fork(), smtpSender(smtp.url), 'Kaneohe Bay Beach House <aloha@kaneohebayhouse.com>', new Date(Date.now() + 1000));
    expect(result.failed).toBe(0);
    const delivered = smtp.received.find((received) => received.to.includes('mele@example.com') && received.raw.includes(`We've refunded $123.45 of your booking ${booking.reference}`));
    expect(delivered).toBeDefined();
    const body = delivered!.raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(body).toContain('Why: Pool heater <broken> & cold');
  });

  it('sends nothing when the refund is refused for being more than was paid', async () => {
    const booking = await paidBooking(day(170), { name: 'Noa Kai', email: 'noa@example.com' });
    const before = await outboxFor('noa@example.com');
    const owner = await ownerCaller();
    const over = await failureOf(owner.admin.bookings.refund({ reference: booking.reference, amountCents: booking.totalCents + 1, reason: 'Too much' }));
    expect(over).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await outboxFor('noa@example.com')).toHaveLength(before.length);
    const { timeline } = await owner.admin.bookings.get({ reference: booking.reference });
    expect(timeline.map((event) => event.kind)).toEqual(['held', 'confirmed', 'emails_queued']);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { browserLike, signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { createAccount, createBooking, createCalendarBlock } from '../../composition/factories';
import { BookingEventEntity } from '../booking/booking-event.entity';
import { CalendarFeedEntity } from '../calendar-sync/calendar-feed.entity';
import { ContactMessageEntity } from '../contact/contact.entity';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { changeConversation } from '../chat/chat-admin.service';
import { sendGuestMessage, startConversation } from '../chat/chat.service';
import { reportSummary } from '../reports/reports.service';
import { DEFAULT_TIER_LIMITS } from '../../platform/rate-limit/rate-limit.tiers';
import { dashboard } from './dashboard.service';

const { db, http } = useTestServer({ seed: false });

// 11:30 pm on March 9 in Honolulu, already March 10 in UTC: "today" must be the 9th.
const NOW = new Date('2026-03-10T09:30:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

let board: Awaited<ReturnType<typeof dashboard>>;
let dueReference = '';
let failedReference = '';

beforeAll(async () => {
  const em = db.orm.em.fork();
  const paid = (totalCents: number) => ({ totalCents, paidCents: totalCents, quote: null });
  // Leaving today, arriving today, arriving on the week's last day (today + 7), and one day too late.
  createBooking(em, { status: 'confirmed', checkIn: '2026-03-06', checkOut: '2026-03-09', guestName: 'Leaving Today', ...paid(120_000) });
  createBooking(em, { status: 'confirmed', checkIn: '2026-03-09', checkOut: '2026-03-12', guestName: 'Arriving Today', guests: 4, ...paid(150_000) });
  const due = createBooking(em, {
    status: 'confirmed',
    source: 'manual',
    paymentMethod: 'due',
    checkIn: '2026-03-16',
    checkOut: '2026-03-17',
    guestName: 'Week End',
    totalCents: 50_000,
    paidCents: 0,
    quote: null,
  });
  createBooking(em, { status: 'confirmed', checkIn: '2026-03-17', checkOut: '2026-03-20', guestName: 'Too Late', ...paid(90_000) });
  // Neither a cancelled stay nor a stay that arrived yesterday is an arrival this week.
  createBooking(em, { status: 'cancelled', checkIn: '2026-03-10', checkOut: '2026-03-11', guestName: 'Called Off', ...paid(10_000) });
  // A live hold and one whose time ran out.
  createBooking(em, { status: 'hold', checkIn: '2026-04-01', checkOut: '2026-04-04', guestName: 'Paying Now', holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000) });
  createBooking(em, { status: 'hold', checkIn: '2026-04-10', checkOut: '2026-04-12', guestName: 'Ran Out', holdExpiresAt: minutesAgo(1) });
  // A hold the server released yesterday because its payment failed.
  const failed = createBooking(em, { status: 'expired', checkIn: '2026-05-01', checkOut: '2026-05-03', guestName: 'Card Declined', paymentIntentId: 'pi_declined' });
  // Last March: 100,000 cents in all, 60,000 of it by March 9.
  createBooking(em, { status: 'confirmed', checkIn: '2025-03-07', checkOut: '2025-03-12', ...paid(100_000) });
  createCalendarBlock(em, { startDate: '2026-03-25', endDate: '2026-03-28', source: 'airbnb' });
  createCalendarBlock(em, { startDate: '2026-04-20', endDate: '2026-04-22' });
  em.create(CalendarFeedEntity, { name: 'Airbnb', url: 'https://a.example/1.ics', lastAttemptAt: minutesAgo(5), lastSuccessAt: minutesAgo(200), lastError: 'The calendar answered 404', createdAt: minutesAgo(9000) });
  em.create(CalendarFeedEntity, { name: 'VRBO', url: 'https://v.example/1.ics', lastAttemptAt: minutesAgo(240), lastSuccessAt: minutesAgo(240), lastError: null, createdAt: minutesAgo(9000) });
  em.create(CalendarFeedEntity, { name: 'Booking.com', url: 'https://b.example/1.ics', lastAttemptAt: minutesAgo(5), lastSuccessAt: minutesAgo(5), lastError: null, createdAt: minutesAgo(9000) });
  const mail = { kind: 'test', to: 'guest@example.com', subject: 'Aloha', text: 'Aloha', html: '<p>Aloha</p>', nextAttemptAt: NOW };
  em.create(OutboxEmailEntity, { ...mail, status: 'pending', attempts: 2, lastError: 'connection refused', createdAt: minutesAgo(5) });
  em.create(OutboxEmailEntity, { ...mail, status: 'pending', attempts: 0, createdAt: minutesAgo(60) });
  em.create(OutboxEmailEntity, { ...mail, status: 'pending', attempts: 0, createdAt: minutesAgo(2) });
  em.create(OutboxEmailEntity, { ...mail, status: 'sent', attempts: 1, sentAt: minutesAgo(500), createdAt: minutesAgo(600) });
  em.create(ContactMessageEntity, { name: 'Recent', email: 'r@example.com', message: 'Is the kayak included?', createdAt: minutesAgo(2 * 24 * 60) });
  em.create(ContactMessageEntity, { name: 'Old', email: 'o@example.com', message: 'Hello', createdAt: minutesAgo(10 * 24 * 60) });
  // Answered: it needs nothing more from the owner, however recent.
  em.create(ContactMessageEntity, { name: 'Answered', email: 'a@example.com', message: 'Parking?', createdAt: minutesAgo(60), answeredAt: minutesAgo(30) });
  await em.flush();
  em.create(BookingEventEntity, { bookingId: failed.id, kind: 'released', actorKind: 'system', createdAt: minutesAgo(24 * 60) });
  await em.flush();
  dueReference = due.reference;
  failedReference = failed.reference;
  // Chat: two unread guest messages in an open conversation; a first message with three links held for review;
  // a blocked conversation's message counts for nothing.
  const chatEm = db.orm.em.fork();
  const guest = (name: string, message: string) => startConversation(chatEm, { name, email: `${name.toLowerCase()}@example.com`, message, clientId: `client-${name}` }, DEFAULT_TIER_LIMITS.chatMessage);
  const ana = await guest('Ana', 'Is the kayak included?');
  await sendGuestMessage(chatEm, ana.conversationId, { body: 'And the paddle boards?', clientId: 'client-ana-2' }, DEFAULT_TIER_LIMITS.chatMessage);
  await guest('Spam', 'Cheap https://a.example https://b.example https://c.example');
  const blocked = await guest('Blocked', 'Hello');
  await changeConversation(chatEm, blocked.conversationId, 'block');
  board = await dashboard(db.orm.em.fork(), NOW);
});

describe('admin.dashboard.get', () => {
  it('takes today in Honolulu and lists arrivals and departures from today to 7 days ahead, both included', () => {
    expect(board.today).toBe('2026-03-09');
    expect(board.weekEnd).toBe('2026-03-16');
    expect(board.arrivals.map((stay) => stay.guestName)).toEqual(['Arriving Today', 'Week End']);
    expect(board.departures.map((stay) => stay.guestName)).toEqual(['Leaving Today', 'Arriving Today']);
    expect(board.arrivals[0]).toMatchObject({ checkIn: '2026-03-09', nights: 3, guests: 4, totalCents: 150_000, paidCents: 150_000, dueCents: 0 });
    expect(board.arrivals[1]).toMatchObject({ reference: dueReference, nights: 1, dueCents: 50_000, source: 'manual' });
  });

  it('shows live holds with their expiry, not the ones whose time ran out', () => {
    expect(board.holds).toEqual([expect.objectContaining({ guestName: 'Paying Now', expiresAt: new Date(NOW.getTime() + 10 * 60_000).toISOString() })]);
  });

  it('compares revenue this month and this year, both on the books to the month’s end, with the same dates last year, as the report counts it', async () => {
    expect(board.revenue.thisMonth).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      // Four confirmed stays (410,000) and the cancelled one's payment kept, nothing refunded (10,000), as the report counts it.
      netRevenueCents: 420_000,
      lastYear: { from: '2025-03-01', to: '2025-03-31', netRevenueCents: 100_000 },
      changePercent: 320,
    });
    // The year is on the books to the same day as the month (March 31), so it always holds the month.
    const report = await reportSummary(db.orm.em.fork(), { from: '2026-01-01', to: '2026-03-31' });
    const lastYear = await reportSummary(db.orm.em.fork(), { from: '2025-01-01', to: '2025-03-31' });
    expect(board.revenue.yearToDate).toMatchObject({ from: '2026-01-01', to: '2026-03-31', netRevenueCents: report.totals.netRevenueCents });
    expect(board.revenue.yearToDate.lastYear).toEqual({ from: '2025-01-01', to: '2025-03-31', netRevenueCents: lastYear.totals.netRevenueCents });
    expect(board.revenue.yearToDate.netRevenueCents).toBeGreaterThanOrEqual(board.revenue.thisMonth.netRevenueCents);
    // The month is read off the year's report: the same as a report of the month alone.
    expect(board.revenue.thisMonth.netRevenueCents).toBe((await reportSummary(db.orm.em.fork(), { from: '2026-03-01', to: '2026-03-31' })).totals.netRevenueCents);
    expect(board.revenue.thisMonth.lastYear.netRevenueCents).toBe((await reportSummary(db.orm.em.fork(), { from: '2025-03-01', to: '2025-03-31' })).totals.netRevenueCents);
  });

  it('gives the coming 30 and 90 nights the report’s own occupancy', async () => {
    const em = db.orm.em.fork();
    const next30 = (await reportSummary(em, { from: '2026-03-09', to: '2026-04-07' })).totals;
    const next90 = (await reportSummary(em, { from: '2026-03-09', to: '2026-06-06' })).totals;
    expect(board.occupancy.next30).toEqual({
      from: '2026-03-09',
      to: '2026-04-07',
      occupancyPercent: next30.occupancyPercent,
      nightsOccupied: next30.nightsBooked + next30.nightsImported,
      nightsAvailable: next30.nightsAvailable,
    });
    // 3 + 1 + 3 booked nights and 3 imported ones, over 30 nights none of them owner-blocked.
    expect(board.occupancy.next30).toMatchObject({ nightsOccupied: 10, nightsAvailable: 30, occupancyPercent: 33.3 });
    expect(board.occupancy.next90).toMatchObject({ to: '2026-06-06', occupancyPercent: next90.occupancyPercent, nightsAvailable: 88 });
  });

  it('raises each alert that needs the owner, linking to the screen that resolves it', () => {
    const byKind = (kind: string) => board.alerts.filter((alert) => alert.kind === kind);
    expect(byKind('feed_failing')).toEqual([{ kind: 'feed_failing', message: expect.stringContaining('Airbnb calendar’s last import failed: The calendar answered 404'), href: '/admin/calendar' }]);
    expect(byKind('feed_stale')).toEqual([{ kind: 'feed_stale', message: expect.stringContaining('VRBO'), href: '/admin/calendar' }]);
    expect(byKind('outbox_stuck')).toEqual([{ kind: 'outbox_stuck', message: '2 e-mails waiting in the outbox (1 after a failed attempt)', href: '/admin/emails' }]);
    // Unanswered messages of any age count; the answered one does not.
    expect(byKind('contact_messages')).toEqual([{ kind: 'contact_messages', message: '2 unanswered messages from guests', href: '/admin#messages' }]);
    expect(byKind('payment_due')).toEqual([
      { kind: 'payment_due', message: `$500.00 still due from Week End (${dueReference}, arriving Mon, Mar 16, 2026)`, href: `/admin/bookings?booking=${dueReference}` },
    ]);
    expect(byKind('payment_failed')).toEqual([{ kind: 'payment_failed', message: `Payment failed for Card Declined (${failedReference}, Fri, May 1, 2026): the nights were released`, href: `/admin/bookings?booking=${failedReference}` }]);
    expect(byKind('chat_unread')).toEqual([{ kind: 'chat_unread', message: '2 unread chat messages', href: '/admin/chat' }]);
    expect(byKind('chat_held')).toEqual([{ kind: 'chat_held', message: '1 chat waiting for review', href: '/admin/chat?filter=held' }]);
    expect(board.alerts).toHaveLength(8);
  });

  it('answers the owner over REST with the same shape, and refuses a visitor', async () => {
    const owner = await signedInOwner(db.orm, http.baseUrl);
    const response = await owner.get('/api/admin/dashboard');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['alerts', 'arrivals', 'departures', 'holds', 'occupancy', 'revenue', 'today', 'weekEnd']);
    expect((await browserLike(http.baseUrl).get('/api/admin/dashboard')).status).toBe(401);
  });

  it('answers a staff member without the revenue, and with the owner’s alerts less those about money (dashboardForRole)', async () => {
    const staff = { name: 'Kai Makoa', email: 'staff@example.com', password: 'correct horse battery staple' };
    await createAccount(db.orm.em.fork(), { ...staff, role: 'staff' });
    const tab = browserLike(http.baseUrl);
    expect((await tab.post('/api/login', { email: staff.email, password: staff.password })).status).toBe(200);
    const response = await tab.get('/api/admin/dashboard');
    expect(response.status).toBe(200);
    const seen = response.body as { revenue: unknown; alerts: { kind: string }[]; occupancy: unknown };
    expect(seen.revenue).toBeNull();
    // Everything the owner is told at the same moment, less the payments.
    // The owner the test above made, signed in again.
    const ownerTab = browserLike(http.baseUrl);
    expect((await ownerTab.post('/api/login', { email: 'owner@example.com', password: staff.password })).status).toBe(200);
    const owners = (await ownerTab.get('/api/admin/dashboard')).body as typeof seen & { revenue: object };
    expect(owners.revenue).not.toBeNull();
    const ownersWithoutMoney = owners.alerts.map((alert) => alert.kind).filter((kind) => kind !== 'payment_due' && kind !== 'payment_failed');
    expect(ownersWithoutMoney.length).toBeGreaterThan(0);
    expect(seen.alerts.map((alert) => alert.kind)).toEqual(ownersWithoutMoney);
    expect(seen.occupancy).toMatchObject({ next30: { nightsAvailable: 30 } });
  });
});

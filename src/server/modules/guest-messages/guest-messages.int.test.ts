import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestMessageRule, HouseAccess, UpcomingMessage } from '../../../shared/emails/guest-messages.schemas';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { callTrpc, useRenderingServerWithTeam, type Tab } from '../../../test/rendering-server';
import { useSmtpPeer } from '../../../test/use-test-server';
import { testConfig } from '../../../test/test-config';
import { createBooking } from '../../composition/factories';
import { openOrm, type Orm } from '../../db/orm';
import { guestBookingLink } from '../booking/booking-link';
import { BookingEntity } from '../booking/booking.entity';
import { smtpSender } from '../email/mailer';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { deliverDueEmails } from '../email/outbox.service';
import { reviewLink } from '../reviews/review-link';
import { dispatchDueMessages } from './guest-messages.dispatch';
import { honoluluInstant } from './guest-messages.logic';
import { syncGuestMessages } from './guest-messages.schedule';

const team = useRenderingServerWithTeam({ name: 'Kai Staff', email: 'kai@example.com' });
let owner: Tab;
let staff: Tab;
const smtp = useSmtpPeer();
beforeAll(() => {
  ({ owner, staff } = team);
});

const config = testConfig();
const today = todayAtProperty();
const day = (offset: number) => addDaysIso(today, offset);
const DOOR_CODE = 'Keybox 4-7-1-9 behind the plumeria';
const ACCESS: HouseAccess = {
  exactAddress: '44-123 Kaneohe Bay Drive, Kaneohe, HI 96744',
  doorCode: DOOR_CODE,
  wifiName: 'KaneoheBayGuest',
  wifiPassword: 'mahalo-wifi-2027',
  checkInInstructions: 'Park on the left of the driveway.',
};

const call = <T,>(tab: Tab, procedure: string, input?: unknown) => callTrpc<T>(tab, `admin.guestMessages.${procedure}`, input);
const query = <T,>(tab: Tab, procedure: string) => callTrpc<T>(tab, `admin.guestMessages.${procedure}`, undefined, 'query');

/** A confirmed phone booking the owner records: the real path that plans its messages. */
async function phoneBooking(start: string, end: string, name: string, email: string): Promise<string> {
  const answer = await callTrpc<{ reference: string }>(owner, 'admin.bookings.createManual', {
    start,
    end,
    guests: 2,
    guest: { name, email, phone: '+1 808 555 0142' },
    paymentMethod: 'due',
    amountPaidCents: 0,
  });
  expect(answer.status, answer.message).toBe(200);
  return answer.data!.reference;
}

async function scheduled(reference: string): Promise<Record<string, string>> {
  const rows: { kind: string; due_at: Date; status: string }[] = await team.db.orm.em
    .fork()
    .execute(`select m.kind, m.due_at, m.status from scheduled_message m join booking b on b.id = m.booking_id where b.reference = ? order by m.kind`, [reference]);
  return Object.fromEntries(rows.map((row) => [row.kind, `${row.status} ${new Date(row.due_at).toISOString()}`]));
}

const outbox = (to: string) => team.db.orm.em.fork().find(OutboxEmailEntity, { to }, { orderBy: { id: 'asc' } });
const dispatch = (now: Date) => dispatchDueMessages(team.db.orm.em.fork(), config, now);
const at = (date: string, hour: number, minutes = 0) => new Date(honoluluInstant(date, hour).getTime() + minutes * 60_000);

describe('Emails → Automation: the rules and the house access', () => {
  it('starts with the defaults, lets the owner retime and turn off rules, and refuses bad input per field, changing nothing', async () => {
    const rules = (await query<GuestMessageRule[]>(staff, 'rules')).data!;
    expect(rules).toEqual([
      { kind: 'pre_arrival', enabled: true, days: 3, hour: 16 },
      { kind: 'check_in_day', enabled: true, days: 0, hour: 9 },
      { kind: 'review_request', enabled: true, days: 1, hour: 10 },
    ]);
    const bad = await call(owner, 'saveRules', [{ ...rules[0], days: 0 }, rules[1], { ...rules[2], hour: 24 }]);
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toMatchObject({ '0.days': ['At least 1 day before check-in'], '2.hour': ['Choose an hour from 0 to 23'] });
    expect((await query<GuestMessageRule[]>(owner, 'rules')).data).toEqual(rules);

    expect((await call(staff, 'saveRules', rules)).message).toBe('Only the owner can do this.');
    const saved = await call<GuestMessageRule[]>(owner, 'saveRules', [rules[0], { ...rules[1], enabled: false }, { ...rules[2], days: 2, hour: 18 }]);
    expect(saved.data![1]).toMatchObject({ enabled: false });
    expect(saved.data![2]).toMatchObject({ days: 2, hour: 18 });
    expect((await call(owner, 'saveRules', rules)).status).toBe(200);
  });

  it('keeps the house access for the owner alone: staff can neither read nor change it', async () => {
    expect((await query(staff, 'houseAccess')).message).toBe('Only the owner can do this.');
    expect((await call(staff, 'saveHouseAccess', ACCESS)).message).toBe('Only the owner can do this.');
    expect((await call<HouseAccess>(owner, 'saveHouseAccess', ACCESS)).data).toEqual(ACCESS);
    expect((await query<HouseAccess>(owner, 'houseAccess')).data).toEqual(ACCESS);
  });
});

describe('Scheduling from the booking', () => {
  it('plans a confirmed stay’s messages at Honolulu hours, moves them with new dates and drops them on cancellation', async () => {
    const reference = await phoneBooking(day(40), day(44), 'Noa Kealoha', 'noa@example.com');
    expect(await scheduled(reference)).toEqual({
      check_in_day: `scheduled ${honoluluInstant(day(40), 9).toISOString()}`,
      pre_arrival: `scheduled ${honoluluInstant(day(37), 16).toISOString()}`,
      review_request: `scheduled ${honoluluInstant(day(45), 10).toISOString()}`,
    });
    const upcoming = (await query<UpcomingMessage[]>(staff, 'upcoming')).data!;
    expect(upcoming.filter((m) => m.reference === reference).map((m) => m.kind)).toEqual(['pre_arrival', 'check_in_day', 'review_request']);

    const booking = (await callTrpc<{ guestName: string; guestEmail: string; guestPhone: string; guests: number; pets: number }>(owner, 'admin.bookings.get', { reference }, 'query')).data!;
    const change = await callTrpc(owner, 'admin.bookings.change', {
      reference,
      start: day(50),
      end: day(53),
      guests: booking.guests,
      pets: booking.pets,
      allowShortStay: false,
      guest: { name: booking.guestName, email: booking.guestEmail, phone: booking.guestPhone, message: '' },
      price: 'quote',
      reason: 'Moved by phone',
      notifyGuest: false,
    });
    expect(change.status, change.message).toBe(200);
    expect(await scheduled(reference)).toEqual({
      check_in_day: `scheduled ${honoluluInstant(day(50), 9).toISOString()}`,
      pre_arrival: `scheduled ${honoluluInstant(day(47), 16).toISOString()}`,
      review_request: `scheduled ${honoluluInstant(day(54), 10).toISOString()}`,
    });

    expect((await callTrpc(owner, 'admin.bookings.cancel', { reference, refund: 'none' })).status).toBe(200);
    expect(await scheduled(reference)).toEqual({});
    expect(await dispatch(at(day(60), 12))).toBe(0);
    expect((await outbox('noa@example.com')).map((mail) => mail.kind)).not.toContain('pre-arrival');
  });

  it('sends the pre-arrival message at once to a booking made the day before arrival, with the house access, and never twice', async () => {
    const reference = await phoneBooking(day(1), day(3), 'Ana <b>Bold</b> & Co', 'ana@example.com');
    const plan = await scheduled(reference);
    expect(plan.check_in_day).toBe(`scheduled ${honoluluInstant(day(1), 9).toISOString()}`);
    expect(new Date(plan.pre_arrival!.split(' ')[1]!).getTime()).toBeLessThanOrEqual(Date.now());

    expect(await dispatch(new Date())).toBeGreaterThanOrEqual(1);
    const [confirmation, preArrival, ...rest] = (await outbox('ana@example.com')).filter((mail) => mail.kind !== 'booking-received');
    expect(confirmation!.kind).toBe('booking-confirmed');
    expect(preArrival!.kind).toBe('pre-arrival');
    expect(rest).toEqual([]);
    for (const value of Object.values(ACCESS)) {
      expect(preArrival!.text).toContain(value);
    }
    // The guest's own text is escaped in the HTML part.
    expect(preArrival!.html).toContain('Ana &lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(preArrival!.html).not.toContain('<b>Bold</b>');
    expect(preArrival!.html).toContain(DOOR_CODE);

    // The door code is in no other e-mail, no public answer, no public page and not the guest's own booking page.
    expect(confirmation!.text + confirmation!.html).not.toContain(DOOR_CODE);
    const guestLink = new URL(guestBookingLink(config, reference));
    const publicAnswers = await Promise.all(
      [
        '/',
        '/booking',
        '/policies',
        '/api/property/public',
        '/api/settings/site_info',
        '/api/policies',
        '/api/amenities',
        '/api/nearby-attractions',
        `${guestLink.pathname}${guestLink.search}`,
        `/trpc/booking.view?input=${encodeURIComponent(JSON.stringify({ json: { reference, token: guestLink.searchParams.get('token') } }))}`,
      ].map(async (path) => (await fetch(`${team.base}${path}`)).text()),
    );
    for (const body of publicAnswers) {
      expect(body).not.toContain(DOOR_CODE);
      expect(body).not.toContain(ACCESS.wifiPassword);
      expect(body).not.toContain(ACCESS.exactAddress);
    }

    // Later rounds find it sent.
    expect(await dispatch(at(day(1), 8))).toBe(0);
    expect((await outbox('ana@example.com')).filter((mail) => mail.kind === 'pre-arrival')).toHaveLength(1);
  });

  it('asks for a review the day after check-out at 10 am Honolulu, not a minute before, with its signed /review link through the SMTP peer; guest text escaped', async () => {
    const reference = await phoneBooking(day(20), day(22), '<script>x</script> Lee', 'lee@example.com');
    expect(await dispatch(at(day(23), 9, 59))).toBeGreaterThanOrEqual(2); // pre-arrival and check-in day, long due by then
    expect((await outbox('lee@example.com')).map((mail) => mail.kind)).not.toContain('review-request');

    expect(await dispatch(at(day(23), 10))).toBe(1);
    const [request] = (await outbox('lee@example.com')).filter((mail) => mail.kind === 'review-request');
    const link = reviewLink(config, reference);
    expect(request!.text).toContain(link);
    expect(request!.html).toContain('&lt;script&gt;x&lt;/script&gt; Lee');
    expect(request!.html).not.toContain('<script>');
    expect(await dispatch(at(day(24), 10))).toBe(0);

    // Through the real SMTP peer (every e-mail queued by then, a round at a time; the outbox runs on the same frozen clock).
    const sender = smtpSender(smtp.url);
    while ((await deliverDueEmails(team.db.orm.em.fork(), sender, 'House <house@example.com>', at(day(23), 10, 1))).sent > 0);
    const unfold = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    const delivered = smtp.received.filter((mail) => mail.to.includes('lee@example.com') && unfold(mail.raw).includes(link));
    expect(delivered).toHaveLength(1);
    expect(new URL(link).pathname).toBe('/review');
  });

  it('sends the owner’s words once the template is edited (Emails → Templates), with the booking’s values escaped and the pre-arrival’s door code', async () => {
    const saved = await callTrpc(owner, 'admin.emailTemplates.save', {
      kind: 'pre_arrival',
      subject: 'Almost time, {{guest_name}}',
      body: 'Your code: **{{door_code}}** at {{address}}. Arrive from {{check_in_time}} on {{check_in_date}}.',
    });
    expect(saved.status, saved.message).toBe(200);
    try {
      await phoneBooking(day(45), day(47), 'Pua <i>Owner</i>', 'pua@example.com');
      expect(await dispatch(at(day(42), 16))).toBeGreaterThanOrEqual(1);
      const [preArrival] = (await outbox('pua@example.com')).filter((mail) => mail.kind === 'pre-arrival');
      expect(preArrival!.subject).toBe('Almost time, Pua <i>Owner</i>');
      expect(preArrival!.text).toContain(`Your code: ${DOOR_CODE} at ${ACCESS.exactAddress}.`);
      expect(preArrival!.html).toContain(`<strong>${DOOR_CODE}</strong>`);
      expect(preArrival!.html).toContain('Pua &lt;i&gt;Owner&lt;/i&gt;');
      expect(preArrival!.html).not.toContain('<i>Owner</i>');
      // The stay's other two messages go out too, so no later test finds them due.
      expect(await dispatch(at(day(48), 10))).toBe(2);
    } finally {
      expect((await callTrpc(owner, 'admin.emailTemplates.restore', { kind: 'pre_arrival' })).status).toBe(200);
    }
  });

  it('sends nothing for a cancelled stay, not even once its review request’s time has come', async () => {
    const reference = await phoneBooking(day(70), day(72), 'Mo Cancel', 'mo@example.com');
    expect((await callTrpc(owner, 'admin.bookings.cancel', { reference, refund: 'none' })).status).toBe(200);
    expect(await dispatch(at(day(73), 12))).toBe(0);
    expect((await outbox('mo@example.com')).map((mail) => mail.kind)).not.toContain('review-request');
  });
});

describe('Two server processes', () => {
  let second: Orm;
  beforeAll(async () => {
    second = await openOrm(team.db.url);
  });
  afterAll(async () => {
    await second.close(true);
  });

  it('move each due message into the outbox exactly once when both dispatch at the same time', async () => {
    const em = team.db.orm.em.fork();
    const stays = Array.from({ length: 12 }, (_, i) =>
      createBooking(em, { status: 'confirmed', checkIn: day(200 + i * 3), checkOut: day(202 + i * 3), guestName: `Racer ${i}`, guestEmail: `racer${i}@example.com`, confirmedAt: new Date() }),
    );
    await em.flush();
    for (const stay of stays) await syncGuestMessages(em, stay);
    const now = at(day(300), 12);
    let total = 0;
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([dispatchDueMessages(team.db.orm.em.fork(), config, now), dispatchDueMessages(second.em.fork(), config, now)]);
      total += a + b;
    }
    expect(total).toBe(36);
    for (const stay of stays) {
      const kinds = (await outbox(stay.guestEmail!)).map((mail) => mail.kind).sort();
      expect(kinds).toEqual(['check-in-day', 'pre-arrival', 'review-request']);
    }
    expect(await team.db.orm.em.fork().count(BookingEntity, { status: 'confirmed' })).toBeGreaterThanOrEqual(12);
  });
});

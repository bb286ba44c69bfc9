import { beforeAll, describe, expect, it } from 'vitest';
import { signedInOwnerWithSession } from '../../../test/http-harness';
import { testConfig } from '../../../test/test-config';
import { failureOf } from '../../../test/trpc-failure';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createBooking } from '../../composition/factories';
import { createInnerContext, memorySession } from '../../trpc/context';
import type { BookingRow } from './booking.entity';
import { searchBookings } from './booking-search.service';

const { db, http } = useTestServer();
let ownerSession: string;

async function ownerCaller() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config: testConfig() }));
}

async function insert(overrides: Partial<BookingRow> & Pick<BookingRow, 'status' | 'checkIn' | 'checkOut' | 'guestName'>): Promise<BookingRow> {
  const em = db.orm.em.fork();
  const row = createBooking(em, overrides);
  await em.flush();
  return row;
}

// December 2031, far from the seed's stays; the departure day is no night of a stay.
let fromNovember: BookingRow;
let pua: BookingRow;
let kai: BookingRow;
let held: BookingRow;
let may: BookingRow;

beforeAll(async () => {
  ({ session: ownerSession } = await signedInOwnerWithSession(db.orm, http.baseUrl));
  fromNovember = await insert({ status: 'confirmed', checkIn: '2031-11-28', checkOut: '2031-12-02', guestName: 'Leilani Early' });
  kai = await insert({ status: 'confirmed', checkIn: '2031-12-21', checkOut: '2031-12-24', guestName: 'Kai Next' });
  pua = await insert({ status: 'confirmed', checkIn: '2031-12-18', checkOut: '2031-12-21', guestName: 'Pua Kealoha', guestEmail: 'pua@example.com' });
  held = await insert({ status: 'hold', checkIn: '2031-12-28', checkOut: '2032-01-03', guestName: 'Hana Hold', holdExpiresAt: new Date('2031-12-01T00:00:00Z') });
  // Neither holds a night any more: never listed by date.
  await insert({ status: 'cancelled', checkIn: '2031-12-19', checkOut: '2031-12-22', guestName: 'Gone Guest' });
  await insert({ status: 'hold', checkIn: '2031-12-10', checkOut: '2031-12-12', guestName: 'Late Payer', holdExpiresAt: new Date(Date.now() - 60_000) });
  await insert({ status: 'confirmed', checkIn: '2032-01-03', checkOut: '2032-01-05', guestName: 'January Guest' });
  may = await insert({ status: 'confirmed', checkIn: '2031-03-02', checkOut: '2031-03-05', guestName: 'May Akana' });
});

const references = (rows: readonly { reference: string }[]) => rows.map((row) => row.reference);

describe('admin.bookings.search: the palette finds bookings by date', () => {
  it('finds the stay holding a night (arrival ≤ night < departure), however the night is written', async () => {
    const caller = await ownerCaller();
    for (const query of ['2031-12-20', 'Dec 20, 2031', '20 December 2031', '12/20/2031']) {
      const found = await caller.admin.bookings.search({ query });
      expect(found.date, query).toEqual({ kind: 'night', night: '2031-12-20' });
      expect(references(found.staying), query).toEqual([pua.reference]);
    }
    // Pua leaves on the 21st, the morning Kai arrives.
    expect(references((await caller.admin.bookings.search({ query: '2031-12-21' })).staying)).toEqual([kai.reference]);
    expect(references((await caller.admin.bookings.search({ query: '2031-12-25' })).staying)).toEqual([]);
  });

  it('finds every stay with a night in a month, in arrival order, holds included, cancelled and expired ones not', async () => {
    const found = await (await ownerCaller()).admin.bookings.search({ query: 'December 2031' });
    expect(found.date).toEqual({ kind: 'month', month: '2031-12' });
    expect(references(found.staying)).toEqual([fromNovember.reference, pua.reference, kai.reference, held.reference]);
    expect(found.staying.map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'confirmed', 'hold']);
  });

  it('reads a day or month without a year as the next one from the house’s today', async () => {
    const em = db.orm.em.fork();
    const midNovember = new Date('2031-11-15T22:00:00Z');
    expect(references((await searchBookings(em, { query: 'Dec 20' }, midNovember)).staying)).toEqual([pua.reference]);
    expect(references((await searchBookings(em, { query: 'december' }, midNovember)).staying)).toEqual([fromNovember.reference, pua.reference, kai.reference, held.reference]);
    // After Dec 20, 2031 the next Dec 20 is a year on, where nobody stays.
    const found = await searchBookings(em, { query: 'Dec 20' }, new Date('2031-12-22T22:00:00Z'));
    expect(found.date).toEqual({ kind: 'night', night: '2032-12-20' });
    expect(found.staying).toEqual([]);
  });

  it('still finds bookings by reference, name and e-mail, of any status, and by name when the words are also a month', async () => {
    const caller = await ownerCaller();
    expect(await caller.admin.bookings.search({ query: pua.reference.toLowerCase() })).toMatchObject({ date: null, staying: [], matching: [{ reference: pua.reference }] });
    expect(references((await caller.admin.bookings.search({ query: 'kealoha' })).matching)).toEqual([pua.reference]);
    expect(references((await caller.admin.bookings.search({ query: 'PUA@example' })).matching)).toEqual([pua.reference]);
    expect((await caller.admin.bookings.search({ query: 'gone guest' })).matching.map((row) => row.status)).toEqual(['cancelled']);
    const mayFound = await caller.admin.bookings.search({ query: 'May' });
    expect(mayFound.date?.kind).toBe('month');
    expect(references(mayFound.matching)).toContain(may.reference);
  });

  it('lists a booking found both ways once, among the stays', async () => {
    // 'January' is next January's month and the guest's name.
    const found = await searchBookings(db.orm.em.fork(), { query: 'January' }, new Date('2031-12-22T22:00:00Z'));
    expect(found.date).toEqual({ kind: 'month', month: '2032-01' });
    // Hana's hold ran out on Dec 1, 2031: by Dec 22 it holds no night.
    expect(found.staying.map((row) => row.guestName)).toEqual(['January Guest']);
    expect(found.matching.map((row) => row.guestName)).not.toContain('January Guest');
  });

  it('refuses a query too short or too long with a message, and anyone but an admin', async () => {
    const caller = await ownerCaller();
    expect((await failureOf(caller.admin.bookings.search({ query: ' a ' }))).fieldErrors).toEqual({ query: ['Type at least 2 characters'] });
    expect((await failureOf(caller.admin.bookings.search({ query: 'x'.repeat(101) }))).fieldErrors).toEqual({ query: ['Search is too long (100 characters at most)'] });
    const anonymous = createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig() }));
    expect((await failureOf(anonymous.admin.bookings.search({ query: 'Dec 20' }))).code).toBe('UNAUTHORIZED');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createCaller } from '../../trpc/app-router';
import { createInnerContext, memorySession } from '../../trpc/context';
import { CalendarBlockEntity } from '../availability/calendar-block.entity';
import { PropertyEntity } from '../property/property.entity';

let db: TestDatabase;
const today = todayAtProperty();
const start = addDaysIso(today, 60);

async function caller() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession() }));
}

beforeAll(async () => {
  db = await createTestDatabase();
  const em = db.orm.em.fork();
  // A known price list, so the worked example can be checked end to end.
  await em.nativeUpdate(PropertyEntity, {}, { baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 1, maxGuests: 10 });
  em.create(CalendarBlockEntity, { startDate: addDaysIso(start, 10), endDate: addDaysIso(start, 13), source: 'owner', note: 'Owner stay', createdAt: new Date() });
  await em.flush();
});
afterAll(() => db.close());

describe('quote.get', () => {
  it('prices 4 nights at $500 with $300 cleaning and Oahu taxes: $2,730.38', async () => {
    const quote = await (await caller()).quote.get({ start, end: addDaysIso(start, 4), guests: 2 });
    expect(quote).toMatchObject({ nightlyRate: '500.00', base_price: '2000.00', cleaningFee: '300.00', taxes: '430.38', total: '2730.38' });
    expect(quote.breakdown.map((line) => line.amount)).toEqual(['2000.00', '300.00', '253.00', '69.00', '108.38']);
  });

  it('refuses check-in in the past (by the Honolulu calendar)', async () => {
    await expect((await caller()).quote.get({ start: addDaysIso(today, -1), end: addDaysIso(today, 2), guests: 2 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Check-in date cannot be in the past',
    });
  });

  it('refuses check-out on or before check-in', async () => {
    await expect((await caller()).quote.get({ start, end: start, guests: 2 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses more guests than the house sleeps', async () => {
    await expect((await caller()).quote.get({ start, end: addDaysIso(start, 3), guests: 11 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Maximum 10 guests allowed for this property.',
    });
  });

  it('refuses stays below the minimum nights', async () => {
    const em = db.orm.em.fork();
    await em.nativeUpdate(PropertyEntity, {}, { minNights: 3 });
    try {
      await expect((await caller()).quote.get({ start, end: addDaysIso(start, 2), guests: 2 })).rejects.toMatchObject({ message: 'Minimum stay is 3 nights' });
    } finally {
      await em.nativeUpdate(PropertyEntity, {}, { minNights: 1 });
    }
  });

  it('refuses taken nights with a conflict, and lets a stay end on a blocked night\'s first morning', async () => {
    await expect((await caller()).quote.get({ start: addDaysIso(start, 8), end: addDaysIso(start, 11), guests: 2 })).rejects.toMatchObject({ code: 'CONFLICT' });
    const endsAsBlockBegins = await (await caller()).quote.get({ start: addDaysIso(start, 7), end: addDaysIso(start, 10), guests: 2 });
    expect(endsAsBlockBegins.nights).toBe(3);
    const startsOnCheckoutDay = await (await caller()).quote.get({ start: addDaysIso(start, 13), end: addDaysIso(start, 15), guests: 2 });
    expect(startsOnCheckoutDay.nights).toBe(2);
  });
});

describe('availability.merged', () => {
  it('lists each blocked night in the window, leaving the check-out day open', async () => {
    const result = await (await caller()).availability.merged({ start, end: addDaysIso(start, 30) });
    expect(result.availability.blocked_dates).toEqual([
      { date: addDaysIso(start, 10) },
      { date: addDaysIso(start, 11) },
      { date: addDaysIso(start, 12) },
    ]);
  });

  it('clips blocks to the window asked for', async () => {
    const result = await (await caller()).availability.merged({ start: addDaysIso(start, 11), end: addDaysIso(start, 11) });
    expect(result.availability.blocked_dates).toEqual([{ date: addDaysIso(start, 11) }]);
  });

  it('refuses a window that ends before it starts', async () => {
    await expect((await caller()).availability.merged({ start, end: addDaysIso(start, -1) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quote/quote.schemas';
import { presetRange } from '../../../shared/reports/report-metrics';
import type { OnTheBooks, ReportSummary } from '../../../shared/reports/reports.schemas';
import { browserLike, signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { createBooking } from '../../composition/factories';

const { db, http } = useTestServer({ seed: false });
let owner: ReturnType<typeof browserLike>;

/** Today, as far as these tests go: the same point last year is 2025-03-15. */
const AS_OF = '2026-03-15';

/** A stored quote of $1,000.00 with $100.00 of it Hawaii taxes. */
const TAXED_QUOTE: Quote = {
  start: '',
  end: '',
  guests: 2,
  nights: 0,
  currency: 'USD',
  nightlyRate: '0.00',
  base_price: '900.00',
  cleaningFee: '0.00',
  serviceFee: '0.00',
  taxes: '100.00',
  discount: '0.00',
  total: '1000.00',
  breakdown: [
    { label: 'Rent', amount: '900.00' },
    { label: 'Hawaii taxes', amount: '100.00', kind: 'tax' },
  ],
};

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  owner = await signedInOwner(db.orm, http.baseUrl);
  const em = db.orm.em.fork();
  // This year. On the books: two nights in March and one in April, $900.00 without its taxes.
  createBooking(em, { status: 'confirmed', checkIn: '2026-03-30', checkOut: '2026-04-02', quote: TAXED_QUOTE, totalCents: 100_000, createdAt: at('2026-01-10T20:00:00Z'), confirmedAt: at('2026-01-10T20:00:00Z') });
  // Made the day after the point asked about: not yet on the books then.
  createBooking(em, { status: 'confirmed', checkIn: '2026-05-01', checkOut: '2026-05-05', quote: null, totalCents: 70_000, createdAt: at('2026-03-16T20:00:00Z'), confirmedAt: at('2026-03-16T20:00:00Z') });
  // Cancelled before the point, and a hold that expired: neither is on the books.
  createBooking(em, { status: 'cancelled', checkIn: '2026-04-10', checkOut: '2026-04-12', quote: null, createdAt: at('2026-01-05T20:00:00Z'), confirmedAt: at('2026-01-05T20:00:00Z'), cancelledAt: at('2026-02-01T20:00:00Z') });
  createBooking(em, { status: 'expired', checkIn: '2026-05-10', checkOut: '2026-05-12', createdAt: at('2026-01-01T20:00:00Z') });

  // Last year. Four nights in March 2025, on the books since February.
  createBooking(em, { status: 'confirmed', checkIn: '2025-03-10', checkOut: '2025-03-14', quote: null, totalCents: 80_000, createdAt: at('2025-02-01T20:00:00Z'), confirmedAt: at('2025-02-01T20:00:00Z') });
  // Booked five days after last year's point: it did come, but was not on the books on 2025-03-15.
  createBooking(em, { status: 'confirmed', checkIn: '2025-04-10', checkOut: '2025-04-12', quote: null, totalCents: 40_000, createdAt: at('2025-03-20T20:00:00Z'), confirmedAt: at('2025-03-20T20:00:00Z') });
  // Cancelled before the point: off the books then.
  createBooking(em, { status: 'cancelled', checkIn: '2025-05-01', checkOut: '2025-05-04', quote: null, createdAt: at('2025-01-05T20:00:00Z'), confirmedAt: at('2025-01-05T20:00:00Z'), cancelledAt: at('2025-03-01T20:00:00Z') });
  // Cancelled in June, after the point: it was on the books on 2025-03-15 and counts there.
  createBooking(em, { status: 'cancelled', checkIn: '2025-06-10', checkOut: '2025-06-13', quote: null, totalCents: 60_000, createdAt: at('2025-01-05T20:00:00Z'), confirmedAt: at('2025-01-05T20:00:00Z'), cancelledAt: at('2025-06-01T20:00:00Z') });
  // Made at 10 pm on the point's day in Honolulu (already the 16th in UTC): counts.
  createBooking(em, { status: 'confirmed', checkIn: '2025-07-01', checkOut: '2025-07-03', quote: null, totalCents: 50_000, createdAt: at('2025-03-16T08:00:00Z'), confirmedAt: at('2025-03-16T08:00:00Z') });
  // Paid after its hold had expired and refunded: cancelled without ever being confirmed, never on the books.
  createBooking(em, { status: 'cancelled', checkIn: '2025-08-01', checkOut: '2025-08-03', quote: null, createdAt: at('2025-01-05T20:00:00Z'), cancelledAt: at('2025-04-01T20:00:00Z') });
  await em.flush();
});

async function onTheBooks(asOf: string): Promise<OnTheBooks> {
  const response = await owner.get(`/api/admin/reports/on-the-books?asOf=${asOf}`);
  expect(response.status).toBe(200);
  return response.body as unknown as OnTheBooks;
}

describe('GET /api/admin/reports/on-the-books', () => {
  it('gives this month and the eleven after it, each beside the same month a year earlier', async () => {
    const books = await onTheBooks(AS_OF);
    expect(books.lastYearAsOf).toBe('2025-03-15');
    expect(books.months.map((month) => [month.month, month.lastYearMonth])).toEqual(
      Array.from({ length: 12 }, (_, index) => {
        const month = (year: number) => `${year + Math.floor((index + 2) / 12)}-${String(((index + 2) % 12) + 1).padStart(2, '0')}`;
        return [month(2026), month(2025)];
      }),
    );
  });

  it('counts what was confirmed by the date and not cancelled by then, revenue without taxes split by nights', async () => {
    const books = await onTheBooks(AS_OF);
    const figures = Object.fromEntries(books.months.map((month) => [month.month, month.now]));
    expect(figures['2026-03']).toEqual({ nights: 2, revenueCents: 60_000 });
    expect(figures['2026-04']).toEqual({ nights: 1, revenueCents: 30_000 });
    expect(figures['2026-05']).toEqual({ nights: 0, revenueCents: 0 });
    expect(books.totals.now).toEqual({ nights: 3, revenueCents: 90_000 });
  });

  it('shows last year as it stood a year ago: not what was booked later, still what was cancelled later', async () => {
    const books = await onTheBooks(AS_OF);
    const lastYear = Object.fromEntries(books.months.map((month) => [month.lastYearMonth, month.lastYear]));
    expect(lastYear['2025-03']).toEqual({ nights: 4, revenueCents: 80_000 });
    expect(lastYear['2025-04']).toEqual({ nights: 0, revenueCents: 0 });
    expect(lastYear['2025-05']).toEqual({ nights: 0, revenueCents: 0 });
    expect(lastYear['2025-06']).toEqual({ nights: 3, revenueCents: 60_000 });
    expect(lastYear['2025-07']).toEqual({ nights: 2, revenueCents: 50_000 });
    expect(lastYear['2025-08']).toEqual({ nights: 0, revenueCents: 0 });
    expect(books.totals.lastYear).toEqual({ nights: 9, revenueCents: 190_000 });
  });

  it('counts a booking from the day it was confirmed: the day after, it is on the books', async () => {
    const books = await onTheBooks('2026-03-16');
    expect(books.months[2]).toMatchObject({ month: '2026-05', now: { nights: 4, revenueCents: 70_000 } });
    // A year before the 16th, the April 2025 stay was still to be booked.
    expect(books.months[1]).toMatchObject({ lastYearMonth: '2025-04', lastYear: { nights: 0 } });
  });

  it('takes February 28 as the same point a year before February 29', async () => {
    const books = await onTheBooks('2028-02-29');
    expect(books.lastYearAsOf).toBe('2027-02-28');
    expect(books.months[0]).toMatchObject({ month: '2028-02', lastYearMonth: '2027-02' });
  });

  it('refuses a visitor and answers a bad date with a 400', async () => {
    expect((await browserLike(http.baseUrl).get(`/api/admin/reports/on-the-books?asOf=${AS_OF}`)).status).toBe(401);
    const bad = await owner.get('/api/admin/reports/on-the-books?asOf=tomorrow');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Invalid date format');
  });
});

describe('the month report over the next 12 months', () => {
  it('runs from the first of this month through the eleventh month after it, with the stays booked ahead', async () => {
    const range = presetRange('next-12-months', AS_OF);
    const response = await owner.get(`/api/admin/reports/summary?from=${range.from}&to=${range.to}`);
    expect(response.status).toBe(200);
    const report = response.body as unknown as ReportSummary;
    expect(report.months.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => `${2026 + Math.floor((index + 2) / 12)}-${String(((index + 2) % 12) + 1).padStart(2, '0')}`),
    );
    expect(report.months[0]).toMatchObject({ from: '2026-03-01', nightsBooked: 2 });
    expect(report.months.at(-1)).toMatchObject({ to: '2027-02-28', nightsBooked: 0 });
    // Everything confirmed now counts in the month report, the stay booked on the 16th included.
    expect(report.totals).toMatchObject({ nightsInRange: 365, nightsBooked: 7 });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quote/quote.schemas';
import { REPORT_COLUMNS, type ReportSummary } from '../../../shared/reports/reports.schemas';
import { browserLike, signedInOwner } from '../../../test/http-harness';
import { parseCsv } from '../../../test/parse-csv';
import { useTestServer } from '../../../test/use-test-server';
import { createBooking, createCalendarBlock } from '../../composition/factories';
import { CalendarFeedEntity, feedSource } from '../calendar-sync/calendar-feed.entity';
import { centsToDecimal } from '../../../shared/lib/money';
import { netRevenueByMonth, occupancyOver } from './reports.service';

const { db, http } = useTestServer({ seed: false });
let owner: ReturnType<typeof browserLike>;

/** A stored quote with just the amounts the report reads. */
function quoteOf(amounts: { rent: number; cleaning: number; discount: number; tax: number }): Quote {
  const total = amounts.rent - amounts.discount + amounts.cleaning + amounts.tax;
  return {
    start: '',
    end: '',
    guests: 2,
    nights: 0,
    currency: 'USD',
    nightlyRate: '0.00',
    base_price: centsToDecimal(amounts.rent),
    cleaningFee: centsToDecimal(amounts.cleaning),
    serviceFee: '0.00',
    taxes: centsToDecimal(amounts.tax),
    discount: centsToDecimal(-amounts.discount),
    total: centsToDecimal(total),
    breakdown: [
      { label: 'Rent', amount: centsToDecimal(amounts.rent) },
      { label: 'Cleaning fee', amount: centsToDecimal(amounts.cleaning) },
      { label: 'Hawaii taxes', amount: centsToDecimal(amounts.tax), kind: 'tax' },
    ],
  };
}

beforeAll(async () => {
  owner = await signedInOwner(db.orm, http.baseUrl);
  const em = db.orm.em.fork();
  // January 29 to February 2: three nights in January, one in February. Made at
  // 11 pm on January 9 in Honolulu (already January 10 in UTC): 20 days ahead.
  createBooking(em, {
    status: 'confirmed',
    checkIn: '2025-01-29',
    checkOut: '2025-02-02',
    quote: quoteOf({ rent: 200_000, cleaning: 30_000, discount: 0, tax: 25_300 }),
    totalCents: 255_300,
    paidCents: 255_300,
    createdAt: new Date('2025-01-10T09:00:00Z'),
  });
  // Paid, then cancelled with half refunded: its money stays in February, its nights do not.
  createBooking(em, {
    status: 'cancelled',
    checkIn: '2025-02-10',
    checkOut: '2025-02-13',
    quote: quoteOf({ rent: 90_000, cleaning: 30_000, discount: 10_000, tax: 12_000 }),
    totalCents: 122_000,
    paidCents: 122_000,
    refundedCents: 61_000,
    createdAt: new Date('2025-01-15T20:00:00Z'),
  });
  // Recorded by the owner, with no quote: the whole total is rent.
  createBooking(em, {
    status: 'confirmed',
    source: 'manual',
    checkIn: '2025-03-05',
    checkOut: '2025-03-08',
    quote: null,
    totalCents: 60_000,
    paidCents: 60_000,
    createdAt: new Date('2025-02-01T20:00:00Z'),
  });
  // Neither an expired hold nor an unpaid cancellation counts.
  createBooking(em, { status: 'expired', checkIn: '2025-03-20', checkOut: '2025-03-22', createdAt: new Date('2025-03-01T00:00:00Z') });
  createBooking(em, { status: 'cancelled', checkIn: '2025-03-24', checkOut: '2025-03-26', createdAt: new Date('2025-03-01T00:00:00Z') });
  createCalendarBlock(em, { startDate: '2025-02-20', endDate: '2025-02-25' });
  createCalendarBlock(em, { startDate: '2025-01-05', endDate: '2025-01-07', source: 'vrbo' });
  const airbnb = em.create(CalendarFeedEntity, { name: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics', createdAt: new Date() });
  await em.flush();
  createCalendarBlock(em, { startDate: '2025-03-10', endDate: '2025-03-14', source: feedSource(airbnb.id) });
  // An owner block over imported nights: those nights count once, as imported.
  createCalendarBlock(em, { startDate: '2025-03-12', endDate: '2025-03-13' });
  await em.flush();
});

async function summary(from: string, to: string): Promise<ReportSummary> {
  const response = await owner.get(`/api/admin/reports/summary?from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  return response.body as unknown as ReportSummary;
}

describe('GET /api/admin/reports/summary', () => {
  it('splits a stay crossing a month end by its nights, and dates a booking by the Honolulu day it was made', async () => {
    const report = await summary('2025-01-01', '2025-03-31');
    const january = report.months[0]!;
    expect(report.months.map((month) => month.month)).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(january).toMatchObject({
      nightsInRange: 31,
      nightsAvailable: 31,
      nightsBooked: 3,
      nightsImported: 2,
      occupancyPercent: 16.1,
      grossRentCents: 150_000,
      feesCents: 22_500,
      taxesCents: 18_975,
      netRevenueCents: 172_500,
      adrCents: 50_000,
      revparCents: 4_839,
      bookings: 1,
      averageStayNights: 4,
      averageLeadDays: 20,
    });
    expect(january.sources).toMatchObject({ directBookings: 1, directNights: 3, vrboNights: 2 });
    expect(report.months[1]).toMatchObject({ nightsBooked: 1, grossRentCents: 140_000, taxesCents: 18_325 });
  });

  it('keeps a cancelled stay’s money less its partial refund, and frees its nights', async () => {
    const february = (await summary('2025-02-01', '2025-02-28')).months[0]!;
    expect(february).toMatchObject({
      nightsBooked: 1,
      grossRentCents: 140_000,
      feesCents: 37_500,
      discountsCents: 10_000,
      refundsCents: 61_000,
      netRevenueCents: 106_500,
      adrCents: 50_000,
      bookings: 0,
      averageStayNights: null,
    });
  });

  it('leaves owner-blocked nights out of the available ones', async () => {
    const february = (await summary('2025-02-01', '2025-02-28')).months[0]!;
    expect(february).toMatchObject({ nightsInRange: 28, nightsOwnerBlocked: 5, nightsAvailable: 23, occupancyPercent: 4.3 });
  });

  it('counts imported nights as occupied but never as revenue, and manual bookings by their source', async () => {
    const march = (await summary('2025-03-01', '2025-03-31')).months[0]!;
    expect(march).toMatchObject({
      nightsBooked: 3,
      nightsImported: 4,
      nightsOwnerBlocked: 0,
      nightsAvailable: 31,
      occupancyPercent: 22.6,
      grossRentCents: 60_000,
      netRevenueCents: 60_000,
      adrCents: 20_000,
      averageLeadDays: 32,
    });
    expect(march.sources).toMatchObject({ manualBookings: 1, manualNights: 3, directBookings: 0, airbnbNights: 4 });
  });

  it('adds the months up in the totals, cutting partial months at the range ends', async () => {
    const report = await summary('2025-01-31', '2025-02-01');
    expect(report.months.map((month) => [month.from, month.to, month.nightsBooked, month.grossRentCents])).toEqual([
      ['2025-01-31', '2025-01-31', 1, 50_000],
      ['2025-02-01', '2025-02-01', 1, 50_000],
    ]);
    expect(report.totals).toMatchObject({ nightsInRange: 2, nightsBooked: 2, grossRentCents: 100_000, occupancyPercent: 100 });
  });

  it('gives the dashboard the report’s own net revenue and nights, computed by its money and nights parts alone', async () => {
    for (const [from, to] of [
      ['2025-01-01', '2025-04-30'],
      ['2025-01-31', '2025-02-01'],
      ['2025-02-15', '2025-03-20'],
    ] as const) {
      const report = await summary(from, to);
      const revenue = await netRevenueByMonth(db.orm.em.fork(), { from, to });
      expect(revenue.months).toEqual(report.months.map((month) => ({ month: month.month, netRevenueCents: month.netRevenueCents })));
      expect(revenue.totalCents).toBe(report.totals.netRevenueCents);
      const { nightsInRange, nightsAvailable, nightsBooked, nightsImported, nightsOwnerBlocked, occupancyPercent } = report.totals;
      expect(await occupancyOver(db.orm.em.fork(), { from, to })).toEqual({ nightsInRange, nightsAvailable, nightsBooked, nightsImported, nightsOwnerBlocked, occupancyPercent });
    }
    // The ranges hold money, refunds and owner and imported nights, so the comparison is not of zeros.
    const spring = await summary('2025-01-01', '2025-04-30');
    expect(spring.totals.netRevenueCents).toBeGreaterThan(0);
    expect(spring.totals.refundsCents).toBeGreaterThan(0);
    expect(spring.totals.nightsOwnerBlocked).toBeGreaterThan(0);
    expect(spring.totals.nightsImported).toBeGreaterThan(0);
  });

  it('refuses a visitor who is not signed in', async () => {
    const visitor = browserLike(http.baseUrl);
    expect((await visitor.get('/api/admin/reports/summary?from=2025-01-01&to=2025-01-31')).status).toBe(401);
    expect((await visitor.get('/api/admin/reports/summary.csv?from=2025-01-01&to=2025-01-31')).status).toBe(401);
  });

  it('answers bad dates with a 400 naming the field', async () => {
    const backwards = await owner.get('/api/admin/reports/summary?from=2025-03-01&to=2025-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.text).toContain('The end date must be on or after the start date');
    expect(backwards.text).not.toContain('    at ');
    const garbage = await owner.get('/api/admin/reports/summary.csv?from=soon&to=2025-01-01');
    expect(garbage.status).toBe(400);
    expect(garbage.text).toContain('Invalid date format');
    const tooLong = await owner.get('/api/admin/reports/summary?from=2020-01-01&to=2025-01-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain('three years or less');
  });
});

describe('GET /api/admin/reports/summary.csv', () => {
  it('is the same report as the JSON, as a download', async () => {
    const json = await summary('2025-01-01', '2025-03-31');
    const response = await fetch(`${http.baseUrl}/api/admin/reports/summary.csv?from=2025-01-01&to=2025-03-31`, { headers: { cookie: owner.cookie() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('report-2025-01-01-to-2025-03-31.csv');
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(['Month', 'From', 'To', ...REPORT_COLUMNS.map((column) => column.label)]);
    const lines = [...json.months.map((month) => ({ label: month.month, line: month })), { label: 'Total', line: json.totals }];
    expect(rows.slice(1)).toEqual(
      lines.map(({ label, line }) => [
        label,
        line.from,
        line.to,
        ...REPORT_COLUMNS.map((column) => {
          const value = column.value(line);
          if (value === null) return '';
          return column.kind === 'cents' ? centsToDecimal(value) : String(value);
        }),
      ]),
    );
    expect(rows[2]).toContain('1065.00');
  });
});

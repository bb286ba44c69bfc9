import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, firstOfMonthIso, todayAtProperty } from '../../../shared/lib/dates';
import { applyRate, centsToDecimal } from '../../../shared/lib/money';
import type { TaxReport } from '../../../shared/tax-report/tax-report.schemas';
import { browserLike, signedInOwner } from '../../../test/http-harness';
import { parseCsv } from '../../../test/parse-csv';
import { useTestServer } from '../../../test/use-test-server';
import { createBooking, pricedStayFields } from '../../composition/factories';
import type { BookingRow } from '../booking/booking.entity';

// Each scenario lives in a year of its own (2033 onwards, clear of the seed), so its figures stand alone.
const { db, http } = useTestServer();
let owner: ReturnType<typeof browserLike>;

/** A booking of the worked example's house, priced by the real engine and stored as checkout stores it. */
async function stay(checkIn: string, checkOut: string, rest: Partial<BookingRow> & Pick<BookingRow, 'status'>): Promise<BookingRow> {
  const em = db.orm.em.fork();
  const row = createBooking(em, {
    checkIn,
    checkOut,
    guestName: 'Ana Bell',
    ...pricedStayFields(checkIn, checkOut),
    ...rest,
  });
  await em.flush();
  return row;
}

async function report(year: number, period: string, basis: string): Promise<TaxReport> {
  const answer = await owner.get(`/api/admin/reports/tax?year=${year}&period=${period}&basis=${basis}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as TaxReport;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Every period's figures add up from the bookings listed under it, and the year from its periods. */
function expectReconciles(taxes: TaxReport) {
  for (const period of taxes.periods) {
    expect(sum(period.bookings.map((line) => line.grossRentalProceedsCents)), period.key).toBe(period.ta1.grossRentalProceedsCents);
    expect(sum(period.bookings.map((line) => line.tatCollectedCents)), period.key).toBe(period.ta1.collectedCents);
    expect(sum(period.bookings.map((line) => line.otatCollectedCents)), period.key).toBe(period.otat.collectedCents);
    expect(sum(period.bookings.map((line) => line.getPassedOnCents)), period.key).toBe(period.g45.getPassedOnCents);
    expect(period.g45.grossIncomeCents).toBe(period.ta1.grossRentalProceedsCents + period.g45.getPassedOnCents);
    for (const line of period.bookings) {
      expect(line.amountCents).toBe(sum([line.grossRentalProceedsCents, line.tatCollectedCents, line.otatCollectedCents, line.getPassedOnCents]));
    }
  }
  expect(sum(taxes.periods.map((period) => period.g45.grossIncomeCents))).toBe(taxes.annual.g49.grossIncomeCents);
  expect(sum(taxes.periods.map((period) => period.ta1.grossRentalProceedsCents))).toBe(taxes.annual.ta2.grossRentalProceedsCents);
}

const byKey = (taxes: TaxReport, key: string) => taxes.periods.find((period) => period.key === key)!;

beforeAll(async () => {
  owner = await signedInOwner(db.orm, http.baseUrl);

  // 2033: the worked example, and an expired hold that must not count.
  await stay('2033-02-10', '2033-02-14', { status: 'confirmed', paidCents: 273_038, reference: 'KB-WORKED1', confirmedAt: new Date('2033-01-20T20:00:00Z') });
  await stay('2033-02-20', '2033-02-24', { status: 'expired', confirmedAt: null });
  // 2034: four nights across the end of March, paid in March.
  await stay('2034-03-29', '2034-04-02', { status: 'confirmed', paidCents: 273_038, reference: 'KB-ACROSS1', confirmedAt: new Date('2034-03-01T20:00:00Z') });
  // 2035: paid in Q1, cancelled in Q2 with half refunded; the stay would have been in May.
  await stay('2035-05-10', '2035-05-14', {
    status: 'cancelled',
    paidCents: 273_038,
    refundedCents: 136_519,
    reference: 'KB-PARTIAL1',
    confirmedAt: new Date('2035-02-01T20:00:00Z'),
    cancelledAt: new Date('2035-04-20T20:00:00Z'),
  });
  // 2036: paid and cancelled in January with everything refunded.
  await stay('2036-03-01', '2036-03-05', {
    status: 'cancelled',
    paidCents: 273_038,
    refundedCents: 273_038,
    reference: 'KB-REFUND01',
    confirmedAt: new Date('2036-01-05T20:00:00Z'),
    cancelledAt: new Date('2036-01-25T20:00:00Z'),
  });
  // 2038: two partial refunds recorded in the booking's timeline, in Q1 and Q2.
  const refunded = await stay('2038-01-10', '2038-01-14', {
    status: 'confirmed',
    paidCents: 273_038,
    refundedCents: 100_000,
    reference: 'KB-TWOREFS1',
    confirmedAt: new Date('2038-01-02T20:00:00Z'),
  });
  for (const [cents, at] of [[40_000, '2038-02-10T20:00:00Z'], [60_000, '2038-05-10T20:00:00Z']] as const) {
    await db.orm.em.fork().getConnection().execute(
      `insert into booking_event (booking_id, kind, actor_kind, amount_cents, created_at) values (?, 'refunded', 'admin', ?, ?)`,
      [refunded.id, cents, new Date(at)],
      'run',
    );
  }
  // 2039: a deposit online in January, the rest in cash in February, a cash payment in April voided as a
  // mistake, and part given back in cash in May, all recorded by hand.
  const byHand = await stay('2039-03-01', '2039-03-05', {
    status: 'confirmed',
    paidCents: 273_038,
    refundedCents: 20_000,
    reference: 'KB-BYHAND01',
    confirmedAt: new Date('2039-01-05T20:00:00Z'),
  });
  for (const [kind, cents, on, voided] of [
    ['payment', 173_038, '2039-02-15', null],
    ['payment', 50_000, '2039-04-10', new Date('2039-04-11T20:00:00Z')],
    ['refund', 20_000, '2039-05-02', null],
  ] as const) {
    await db.orm.em.fork().getConnection().execute(
      `insert into recorded_payment (booking_id, kind, method, amount_cents, received_on, recorded_at, voided_at, void_reason) values (?, ?, 'cash', ?, ?, now(), ?, ?)`,
      [byHand.id, kind, cents, on, voided, voided ? 'Wrong booking' : null],
      'run',
    );
  }
  // 2037: paid at 11:30 pm on 31 March in Honolulu (already 1 April in UTC).
  await stay('2037-06-01', '2037-06-05', { status: 'confirmed', paidCents: 273_038, reference: 'KB-LATENT1', confirmedAt: new Date('2037-04-01T09:30:00Z') });
});

describe('Hawaii tax report (admin.taxReport, /api/admin/reports/tax)', () => {
  it('gives the worked example: $2,300 of rent and fees, TAT $253.00, OTAT $69.00, GET $108.38, G-45 gross income $2,408.38', async () => {
    for (const basis of ['accrual', 'cash']) {
      const taxes = await report(2033, 'quarterly', basis);
      const q1 = byKey(taxes, '2033-Q1');
      expect(q1.ta1).toEqual({ grossRentalProceedsCents: 230_000, taxDueCents: 25_300, collectedCents: 25_300 });
      expect(q1.otat).toEqual({ grossRentalProceedsCents: 230_000, taxDueCents: 6900, collectedCents: 6900 });
      expect(q1.g45).toEqual({ grossIncomeCents: 240_838, stateTaxCents: 9634, countySurchargeCents: 1204, taxDueCents: 10_838, getPassedOnCents: 10_838 });
      expect(q1.bookings.map((line) => line.reference)).toEqual(['KB-WORKED1']);
      expect(q1.dueDate).toBe('2033-04-20');
      expect(taxes.annual.g49.grossIncomeCents).toBe(240_838);
      expect(taxes.annual.ta2.taxDueCents).toBe(25_300);
      for (const key of ['2033-Q2', '2033-Q3', '2033-Q4']) expect(byKey(taxes, key).bookings).toEqual([]);
      expectReconciles(taxes);
    }
  });

  it('splits a stay crossing a quarter boundary by its nights (accrual)', async () => {
    const taxes = await report(2034, 'quarterly', 'accrual');
    const [q1, q2] = [byKey(taxes, '2034-Q1'), byKey(taxes, '2034-Q2')];
    expect(q1.bookings).toMatchObject([{ reference: 'KB-ACROSS1', entry: 'stay', nights: 3, amountCents: 204_779 }]);
    expect(q2.bookings).toMatchObject([{ reference: 'KB-ACROSS1', entry: 'stay', nights: 1, amountCents: 68_259 }]);
    expect(q1.ta1.grossRentalProceedsCents).toBe(172_500);
    expect(q2.ta1.grossRentalProceedsCents).toBe(57_500);
    expect(taxes.annual.ta2.grossRentalProceedsCents).toBe(230_000);
    expect(taxes.annual.g49.grossIncomeCents).toBe(240_838);
    expectReconciles(taxes);

    const monthly = await report(2034, 'monthly', 'accrual');
    expect(byKey(monthly, '2034-03').bookings[0]!.nights).toBe(3);
    expect(byKey(monthly, '2034-04').bookings[0]!.nights).toBe(1);
    expectReconciles(monthly);
  });

  it('counts the same stay in the period of its payment on the cash basis', async () => {
    const taxes = await report(2034, 'quarterly', 'cash');
    expect(byKey(taxes, '2034-Q1').bookings).toMatchObject([{ reference: 'KB-ACROSS1', entry: 'payment', date: '2034-03-01', nights: 0, amountCents: 273_038 }]);
    expect(byKey(taxes, '2034-Q1').g45.grossIncomeCents).toBe(240_838);
    expect(byKey(taxes, '2034-Q2').bookings).toEqual([]);
    expect(byKey(taxes, '2034-Q2').ta1.grossRentalProceedsCents).toBe(0);
  });

  it('takes a partial refund off the period it was made in (cash basis)', async () => {
    const taxes = await report(2035, 'quarterly', 'cash');
    const [q1, q2] = [byKey(taxes, '2035-Q1'), byKey(taxes, '2035-Q2')];
    expect(q1.ta1.grossRentalProceedsCents).toBe(230_000);
    expect(q2.bookings).toMatchObject([{ reference: 'KB-PARTIAL1', entry: 'refund', date: '2035-04-20', amountCents: -136_519, status: 'cancelled' }]);
    expect(q2.ta1).toEqual({ grossRentalProceedsCents: -115_000, taxDueCents: -12_650, collectedCents: -12_650 });
    expect(q2.otat.taxDueCents).toBe(-3450);
    expect(q2.g45.grossIncomeCents).toBe(-120_419);
    expect(taxes.annual.ta2.grossRentalProceedsCents).toBe(115_000);
    expectReconciles(taxes);
  });

  it('nets a cancelled booking refunded in full to nothing, with both entries listed', async () => {
    const cash = await report(2036, 'monthly', 'cash');
    expect(byKey(cash, '2036-01').bookings.map((line) => [line.entry, line.date, line.amountCents])).toEqual([
      ['refund', '2036-01-25', -273_038],
      ['payment', '2036-01-05', 273_038],
    ]);
    expect(byKey(cash, '2036-01').g45.grossIncomeCents).toBe(0);
    expect(cash.annual.ta2.taxDueCents).toBe(0);
    expectReconciles(cash);

    // Accrual: the paid stay counts in March, the refund in January, when it was made.
    const accrual = await report(2036, 'monthly', 'accrual');
    expect(byKey(accrual, '2036-01').ta1.grossRentalProceedsCents).toBe(-230_000);
    expect(byKey(accrual, '2036-03').ta1.grossRentalProceedsCents).toBe(230_000);
    expect(accrual.annual.g49.grossIncomeCents).toBe(0);
    expectReconciles(accrual);
  });

  it('takes each refund of the booking timeline off the period of its own date', async () => {
    const cash = await report(2038, 'quarterly', 'cash');
    expect(byKey(cash, '2038-Q1').bookings.map((line) => [line.entry, line.date, line.amountCents])).toEqual([
      ['refund', '2038-02-10', -40_000],
      ['payment', '2038-01-02', 273_038],
    ]);
    expect(byKey(cash, '2038-Q2').bookings.map((line) => [line.entry, line.date, line.amountCents])).toEqual([['refund', '2038-05-10', -60_000]]);
    expect(byKey(cash, '2038-Q2').ta1.grossRentalProceedsCents).toBe(-50_542);
    expect(cash.annual.ta2.grossRentalProceedsCents).toBe(145_763);
    expectReconciles(cash);
  });

  it('counts money recorded by hand on the day it changed hands (cash basis), and a void entry nowhere', async () => {
    const cash = await report(2039, 'monthly', 'cash');
    const entries = (key: string) => byKey(cash, key).bookings.map((line) => [line.entry, line.date, line.amountCents]);
    expect(entries('2039-01')).toEqual([['payment', '2039-01-05', 100_000]]);
    expect(entries('2039-02')).toEqual([['payment', '2039-02-15', 173_038]]);
    expect(entries('2039-04')).toEqual([]);
    expect(entries('2039-05')).toEqual([['refund', '2039-05-02', -20_000]]);
    // What the owner actually holds: everything received less what was given back, the void entry nowhere.
    expect(sum(cash.periods.flatMap((period) => period.bookings.map((line) => line.amountCents)))).toBe(253_038);
    expectReconciles(cash);

    // Accrual: the stay in March at its price, the refund in May; the payments' dates do not matter.
    const accrual = await report(2039, 'monthly', 'accrual');
    expect(byKey(accrual, '2039-03').bookings.map((line) => [line.entry, line.amountCents])).toEqual([['stay', 273_038]]);
    expect(byKey(accrual, '2039-05').bookings.map((line) => [line.entry, line.date, line.amountCents])).toEqual([['refund', '2039-05-02', -20_000]]);
    expect(byKey(accrual, '2039-02').bookings).toEqual([]);
    expectReconciles(accrual);
  });

  it('dates a payment by the Honolulu calendar (11:30 pm on 31 March counts in Q1)', async () => {
    const cash = await report(2037, 'quarterly', 'cash');
    expect(byKey(cash, '2037-Q1').bookings).toMatchObject([{ reference: 'KB-LATENT1', date: '2037-03-31' }]);
    const accrual = await report(2037, 'semiannual', 'accrual');
    expect(accrual.periods.map((period) => period.key)).toEqual(['2037-H1', '2037-H2']);
    expect(byKey(accrual, '2037-H1').ta1.grossRentalProceedsCents).toBe(230_000);
  });

  it('taxes a manual booking at the owner’s all-in total at the tax rates, not at the engine’s tax amounts', async () => {
    // Manual bookings take dates up to 5 years ahead: the 10th to the 14th of a month a year or so from now.
    const start = addDaysIso(firstOfMonthIso(addDaysIso(todayAtProperty(), 400)), 9);
    const quarter = `${start.slice(0, 4)}-Q${Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1}`;
    const created = await owner.post('/api/admin/bookings/manual', {
      start,
      end: addDaysIso(start, 4),
      guests: 2,
      guest: { name: 'Kai Akana', phone: '808-555-0142' },
      overrideTotalCents: 100_000,
      overrideReason: 'Family rate',
      paymentMethod: 'cash',
      amountPaidCents: 100_000,
    });
    expect(created.body).toMatchObject({ totalCents: 100_000, paidCents: 100_000 });
    expect(created.body.engineTotalCents).toBeGreaterThan(100_000);
    const taxes = await report(Number(start.slice(0, 4)), 'quarterly', 'accrual');
    expectReconciles(taxes);
    const line = byKey(taxes, quarter).bookings.find((booking) => booking.reference === created.body.reference)!;
    expect(line.amountCents).toBe(100_000);
    const gross = line.grossRentalProceedsCents;
    // TAT 11%, the county's 3% and GET 4.712% of what the stay really grossed, to the cent.
    expect(Math.abs(line.tatCollectedCents - applyRate(gross, 11_000))).toBeLessThanOrEqual(1);
    expect(Math.abs(line.otatCollectedCents - applyRate(gross, 3_000))).toBeLessThanOrEqual(1);
    expect(Math.abs(line.getPassedOnCents - applyRate(gross, 4_712))).toBeLessThanOrEqual(1);
  });

  it('refuses anyone not signed in as an admin', async () => {
    const stranger = browserLike(http.baseUrl);
    expect((await stranger.get('/api/admin/reports/tax?year=2033&period=quarterly&basis=cash')).status).toBe(401);
    expect((await stranger.get('/api/admin/reports/tax.csv?year=2033&period=quarterly&basis=cash')).status).toBe(401);
  });

  it('answers bad input with a 400 and a message per field', async () => {
    const answer = await owner.get('/api/admin/reports/tax?year=1999&period=weekly&basis=whenever');
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      year: ['Choose a year from 2000 to 2099'],
      period: ['Choose monthly, quarterly or semiannual filing periods'],
      basis: ['Choose accrual or cash basis'],
    });
    const csv = await owner.get('/api/admin/reports/tax.csv?year=20x4&period=quarterly&basis=cash');
    expect(csv.status).toBe(400);
    expect(csv.body.fieldErrors).toEqual({ year: ['Choose a year from 2000 to 2099'] });
  });

  it('gives the same figures and bookings as CSV as the JSON report', async () => {
    const json = await report(2034, 'quarterly', 'accrual');
    const response = await fetch(`${http.baseUrl}/api/admin/reports/tax.csv?year=2034&period=quarterly&basis=accrual`, { headers: { cookie: owner.cookie() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="hawaii-tax-2034-quarterly-accrual.csv"');
    const [header, ...rows] = parseCsv(await response.text());
    const records = rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
    const totals = records.filter((record) => record.row === 'total');
    expect(totals.map((record) => record.period)).toEqual(json.periods.map((period) => period.key));
    for (const period of json.periods) {
      const total = totals.find((record) => record.period === period.key)!;
      expect(total).toMatchObject({
        gross_rental_proceeds: centsToDecimal(period.ta1.grossRentalProceedsCents),
        g45_gross_income: centsToDecimal(period.g45.grossIncomeCents),
        g45_tax_due: centsToDecimal(period.g45.taxDueCents),
        ta1_tax_due: centsToDecimal(period.ta1.taxDueCents),
        otat_tax_due: centsToDecimal(period.otat.taxDueCents),
        get_passed_on: centsToDecimal(period.g45.getPassedOnCents),
      });
      const lines = records.filter((record) => record.row === 'booking' && record.period === period.key);
      expect(lines.map((record) => [record.reference, record.nights, record.amount, record.gross_rental_proceeds, record.get_passed_on])).toEqual(
        period.bookings.map((line) => [line.reference, String(line.nights), ...[line.amountCents, line.grossRentalProceedsCents, line.getPassedOnCents].map(centsToDecimal)]),
      );
    }
    expect(records.find((record) => record.row === 'annual')).toMatchObject({ g45_gross_income: centsToDecimal(json.annual.g49.grossIncomeCents), ta1_tax_due: centsToDecimal(json.annual.ta2.taxDueCents) });
  });
});

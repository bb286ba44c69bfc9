import { addDaysIso, addMonthsIso } from '../../../shared/lib/dates';
import type { Cents } from '../../../shared/lib/money';
import type {
  TaxBasis,
  TaxPeriod,
  TaxPeriodKind,
  TaxReport,
  TaxReportInput,
  TaxReportLine,
} from '../../../shared/tax-report/tax-report.schemas';

/** Hawaii's rates in thousandths of a percent (11% = 11000), as the pricing engine writes them. */
export const HAWAII_RATES = {
  stateTat: 11_000,
  oahuTat: 3_000,
  stateGet: 4_000,
  oahuGetSurcharge: 500,
} as const;

/**
 * Which of a booking's tax lines is which. The pricing settings require every tax label to
 * name TAT, GET or County Tax, so the label is the tax's kind: GET first, then the county's
 * TAT ("Oahu County TAT"), and any other TAT is the State's. The SQL receives these patterns.
 */
export const TAX_LINE_PATTERNS = { get: 'GET', county: 'County' } as const;

export const MONTHS_PER_PERIOD: Record<TaxPeriodKind, number> = { monthly: 1, quarterly: 3, semiannual: 6 };

/**
 * The rounding rule of the whole report: a tax is the rate times the base, rounded to the
 * cent half away from zero (what PostgreSQL's round() does for the shares of each booking,
 * and Hawaii's forms for each line). Taxes due are worked out on each period's totals, once,
 * as the forms do, not added up from rounded per-booking amounts.
 */
export function taxOn(base: Cents, milliPercent: number): Cents {
  const magnitude = Math.floor((Math.abs(base) * milliPercent + 50_000) / 100_000);
  return base < 0 ? -magnitude : magnitude;
}

/** A period's sums in cents: rent plus mandatory fees, and each tax the guests paid on it. */
export interface TaxTotals {
  base: Cents;
  tat: Cents;
  otat: Cents;
  get: Cents;
}

export const ZERO_TOTALS: TaxTotals = { base: 0, tat: 0, otat: 0, get: 0 };

export function addTotals(a: TaxTotals, b: TaxTotals): TaxTotals {
  return { base: a.base + b.base, tat: a.tat + b.tat, otat: a.otat + b.otat, get: a.get + b.get };
}

/** The figures of G-45/G-49, TA-1/TA-2 and the OTAT return for one set of totals. */
export function formFigures(totals: TaxTotals): Pick<TaxPeriod, 'g45' | 'ta1' | 'otat'> {
  const grossIncome = totals.base + totals.get;
  const stateTax = taxOn(grossIncome, HAWAII_RATES.stateGet);
  const countySurcharge = taxOn(grossIncome, HAWAII_RATES.oahuGetSurcharge);
  return {
    g45: {
      grossIncomeCents: grossIncome,
      stateTaxCents: stateTax,
      countySurchargeCents: countySurcharge,
      taxDueCents: stateTax + countySurcharge,
      getPassedOnCents: totals.get,
    },
    ta1: {
      grossRentalProceedsCents: totals.base,
      taxDueCents: taxOn(totals.base, HAWAII_RATES.stateTat),
      collectedCents: totals.tat,
    },
    otat: {
      grossRentalProceedsCents: totals.base,
      taxDueCents: taxOn(totals.base, HAWAII_RATES.oahuTat),
      collectedCents: totals.otat,
    },
  };
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT = (month: number) => MONTH_NAMES[month - 1]!.slice(0, 3);

export interface PeriodRange {
  /** 1-based position of the period in the year. */
  index: number;
  key: string;
  label: string;
  start: string;
  end: string;
  dueDate: string;
}

/** The filing periods of a year: 12 months, 4 quarters or 2 halves. */
export function periodsOf(year: number, kind: TaxPeriodKind): PeriodRange[] {
  const months = MONTHS_PER_PERIOD[kind];
  return Array.from({ length: 12 / months }, (_, i) => {
    const index = i + 1;
    const firstMonth = i * months + 1;
    const start = `${year}-${String(firstMonth).padStart(2, '0')}-01`;
    const next = addMonthsIso(start, months);
    const lastMonth = firstMonth + months - 1;
    const span = `${SHORT(firstMonth)}–${SHORT(lastMonth)}`;
    const key = kind === 'monthly' ? start.slice(0, 7) : kind === 'quarterly' ? `${year}-Q${index}` : `${year}-H${index}`;
    const label =
      kind === 'monthly'
        ? `${MONTH_NAMES[firstMonth - 1]} ${year}`
        : kind === 'quarterly'
          ? `Q${index} ${year} (${span})`
          : `${index === 1 ? 'First' : 'Second'} half ${year} (${span})`;
    return { index, key, label, start, end: addDaysIso(next, -1), dueDate: `${next.slice(0, 8)}20` };
  });
}

/** One booking's share of one period, in cents, as the SQL gives it. */
export interface TaxLineRow extends TaxTotals {
  period: number;
  reference: string;
  guestName: string | null;
  checkIn: string;
  checkOut: string;
  status: string;
  entry: TaxReportLine['entry'];
  date: string | null;
  nights: number;
  amount: Cents;
}

function lineOut(row: TaxLineRow): TaxReportLine {
  return {
    reference: row.reference,
    guestName: row.guestName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    status: row.status,
    entry: row.entry,
    date: row.date,
    nights: row.nights,
    amountCents: row.amount,
    grossRentalProceedsCents: row.base,
    tatCollectedCents: row.tat,
    otatCollectedCents: row.otat,
    getPassedOnCents: row.get,
  };
}

export function reportNotes(basis: TaxBasis): string[] {
  return [
    basis === 'accrual'
      ? 'Accrual basis: a stay counts in the periods of its nights; a stay crossing a period boundary is split by nights. A confirmed stay counts its full price; a cancelled one what was paid for it.'
      : 'Cash basis: a payment counts in the period of its date in Honolulu.',
    'Refunds reduce the period in which they were made (their Honolulu date), split between rent, fees and each tax in the proportions of the booking.',
    'Gross rental proceeds (TA-1, TA-2, OTAT) are rent plus mandatory fees after discounts, without the GET and TAT passed on. G-45 and G-49 gross income adds the GET passed on (4.712%), not the TAT.',
    'Taxes due are rounded to the cent, half away from zero, on each period’s totals: TAT 11%, OTAT 3%, GET 4% plus the Oahu surcharge of 0.5%. The annual figures (G-49, TA-2) are worked out on the year’s totals.',
  ];
}

/** The report from the SQL's period totals and drill-down lines; each period's figures come from its own totals. */
export function buildTaxReport(input: TaxReportInput, totals: ReadonlyMap<number, TaxTotals>, lines: readonly TaxLineRow[]): TaxReport {
  const periods = periodsOf(input.year, input.period).map((range) => ({
    key: range.key,
    label: range.label,
    start: range.start,
    end: range.end,
    dueDate: range.dueDate,
    ...formFigures(totals.get(range.index) ?? ZERO_TOTALS),
    bookings: lines.filter((line) => line.period === range.index).map(lineOut),
  }));
  const year = [...totals.values()].reduce(addTotals, ZERO_TOTALS);
  const annual = formFigures(year);
  return { ...input, periods, annual: { g49: annual.g45, ta2: annual.ta1, otat: annual.otat }, notes: reportNotes(input.basis) };
}

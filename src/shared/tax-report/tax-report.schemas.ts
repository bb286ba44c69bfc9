import { z } from 'zod';
import { fromDigits } from '../lib/number.schema';

export const TAX_PERIOD_KINDS = ['monthly', 'quarterly', 'semiannual'] as const;
export type TaxPeriodKind = (typeof TAX_PERIOD_KINDS)[number];
export const TAX_BASES = ['accrual', 'cash'] as const;
export type TaxBasis = (typeof TAX_BASES)[number];

const YEAR_MESSAGE = 'Choose a year from 2000 to 2099';

/** What the owner asks for: a calendar year, how it is cut into filing periods, and the reporting basis. */
export const taxReportInputSchema = z.object({
  year: fromDigits(z.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(2000, YEAR_MESSAGE).max(2099, YEAR_MESSAGE)),
  period: z.enum(TAX_PERIOD_KINDS, { error: 'Choose monthly, quarterly or semiannual filing periods' }),
  basis: z.enum(TAX_BASES, { error: 'Choose accrual or cash basis' }),
});
export type TaxReportInput = z.infer<typeof taxReportInputSchema>;

/** Money is integer cents (240838 for $2,408.38), negative when refunds outweigh income. */
const money = z.number().int();

/** Form G-45 (periodic) or G-49 (annual): General Excise Tax on the rental, Oahu rate. */
export const getFormSchema = z.object({
  /** Rent plus mandatory fees plus the GET visibly passed on; not the TAT passed on. */
  grossIncomeCents: money,
  /** 4% of gross income. */
  stateTaxCents: money,
  /** Oahu county surcharge, 0.5% of gross income. */
  countySurchargeCents: money,
  /** 4.5% in all. */
  taxDueCents: money,
  /** What the guests paid as GET (4.712% on rent plus fees), included in gross income. */
  getPassedOnCents: money,
});

/** Form TA-1 (periodic) or TA-2 (annual), and Honolulu's OTAT return: the same base at 11% and 3%. */
export const tatFormSchema = z.object({
  /** Rent plus mandatory fees, excluding the GET and TAT passed on. */
  grossRentalProceedsCents: money,
  taxDueCents: money,
  /** What the guests paid as this tax, for comparison with the tax due. */
  collectedCents: money,
});

/** One booking's share of one period: the drill-down the period's figures add up from. */
export const taxReportLineSchema = z.object({
  reference: z.string(),
  guestName: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: z.string(),
  /** stay: nights of the stay in this period (accrual); payment: paid on `date` (cash); refund: refunded on `date`. */
  entry: z.enum(['stay', 'payment', 'refund']),
  /** Honolulu date of the payment or refund; null for a stay's nights. */
  date: z.string().nullable(),
  /** Nights of the stay inside this period (0 for payments and refunds). */
  nights: z.number().int(),
  amountCents: money,
  grossRentalProceedsCents: money,
  tatCollectedCents: money,
  otatCollectedCents: money,
  getPassedOnCents: money,
});
export type TaxReportLine = z.infer<typeof taxReportLineSchema>;

export const taxPeriodSchema = z.object({
  /** "2026-01", "2026-Q1" or "2026-H1". */
  key: z.string(),
  label: z.string(),
  /** First and last day of the period (yyyy-MM-dd). */
  start: z.string(),
  end: z.string(),
  /** The 20th day of the month after the period: when G-45, TA-1 and the OTAT return are due. */
  dueDate: z.string(),
  g45: getFormSchema,
  ta1: tatFormSchema,
  otat: tatFormSchema,
  bookings: z.array(taxReportLineSchema),
});
export type TaxPeriod = z.infer<typeof taxPeriodSchema>;

export const taxReportSchema = z.object({
  year: z.number().int(),
  period: z.enum(TAX_PERIOD_KINDS),
  basis: z.enum(TAX_BASES),
  periods: z.array(taxPeriodSchema),
  annual: z.object({ g49: getFormSchema, ta2: tatFormSchema, otat: tatFormSchema }),
  /** The rules behind the figures, in words, for the screen and the bookkeeper. */
  notes: z.array(z.string()),
});
export type TaxReport = z.infer<typeof taxReportSchema>;

/** The CSV download: the same figures and drill-down as the JSON report. */
export const taxReportCsvSchema = z.object({ filename: z.string(), csv: z.string() });

import type { TaxReport } from '../../../shared/tax-report/tax-report.schemas';
import { centsToDecimal, type Cents } from '../../../shared/lib/money';
import { csvDocument, csvNumber, type CsvValue } from '../../lib/csv';

/** Money in the CSV is in dollars, as the bookkeeper's spreadsheet expects. */
const n = (cents: Cents) => csvNumber(centsToDecimal(cents));

export const TAX_CSV_HEADER = [
  'period', 'row', 'reference', 'guest', 'check_in', 'check_out', 'status', 'entry', 'date', 'nights', 'amount',
  'gross_rental_proceeds', 'tat_collected', 'otat_collected', 'get_passed_on',
  'g45_gross_income', 'g45_state_tax', 'g45_county_surcharge', 'g45_tax_due', 'ta1_tax_due', 'otat_tax_due',
] as const;

/**
 * The report as CSV: per period a 'total' row with the forms' figures, then one 'booking' row per
 * drill-down line (its figures add up to the total row), and an 'annual' row for G-49 and TA-2.
 */
export function taxReportCsv(report: TaxReport): string {
  const rows: CsvValue[][] = [[...TAX_CSV_HEADER]];
  for (const period of report.periods) {
    rows.push([
      period.key, 'total', null, null, period.start, period.end, null, null, period.dueDate, null, null,
      n(period.ta1.grossRentalProceedsCents), n(period.ta1.collectedCents), n(period.otat.collectedCents), n(period.g45.getPassedOnCents),
      n(period.g45.grossIncomeCents), n(period.g45.stateTaxCents), n(period.g45.countySurchargeCents), n(period.g45.taxDueCents), n(period.ta1.taxDueCents), n(period.otat.taxDueCents),
    ]);
    for (const line of period.bookings) {
      rows.push([
        period.key, 'booking', line.reference, line.guestName, line.checkIn, line.checkOut, line.status, line.entry,
        line.date, line.nights, n(line.amountCents), n(line.grossRentalProceedsCents), n(line.tatCollectedCents), n(line.otatCollectedCents), n(line.getPassedOnCents),
        null, null, null, null, null, null,
      ]);
    }
  }
  const { g49, ta2, otat } = report.annual;
  rows.push([
    String(report.year), 'annual', null, null, `${report.year}-01-01`, `${report.year}-12-31`, null, null, null, null, null,
    n(ta2.grossRentalProceedsCents), n(ta2.collectedCents), n(otat.collectedCents), n(g49.getPassedOnCents),
    n(g49.grossIncomeCents), n(g49.stateTaxCents), n(g49.countySurchargeCents), n(g49.taxDueCents), n(ta2.taxDueCents), n(otat.taxDueCents),
  ]);
  return csvDocument(rows);
}

export function taxReportFilename(report: Pick<TaxReport, 'year' | 'period' | 'basis'>): string {
  return `hawaii-tax-${report.year}-${report.period}-${report.basis}.csv`;
}

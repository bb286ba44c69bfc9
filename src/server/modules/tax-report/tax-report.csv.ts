import type { TaxReport } from '../../../shared/tax-report/tax-report.schemas';
import { csvDocument, csvNumber, type CsvValue } from '../../lib/csv';

const n = csvNumber;

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
      n(period.ta1.grossRentalProceeds), n(period.ta1.collected), n(period.otat.collected), n(period.g45.getPassedOn),
      n(period.g45.grossIncome), n(period.g45.stateTax), n(period.g45.countySurcharge), n(period.g45.taxDue), n(period.ta1.taxDue), n(period.otat.taxDue),
    ]);
    for (const line of period.bookings) {
      rows.push([
        period.key, 'booking', line.reference, line.guestName, line.checkIn, line.checkOut, line.status, line.entry,
        line.date, line.nights, n(line.amount), n(line.grossRentalProceeds), n(line.tatCollected), n(line.otatCollected), n(line.getPassedOn),
        null, null, null, null, null, null,
      ]);
    }
  }
  const { g49, ta2, otat } = report.annual;
  rows.push([
    String(report.year), 'annual', null, null, `${report.year}-01-01`, `${report.year}-12-31`, null, null, null, null, null,
    n(ta2.grossRentalProceeds), n(ta2.collected), n(otat.collected), n(g49.getPassedOn),
    n(g49.grossIncome), n(g49.stateTax), n(g49.countySurcharge), n(g49.taxDue), n(ta2.taxDue), n(otat.taxDue),
  ]);
  return csvDocument(rows);
}

export function taxReportFilename(report: Pick<TaxReport, 'year' | 'period' | 'basis'>): string {
  return `hawaii-tax-${report.year}-${report.period}-${report.basis}.csv`;
}

import type { TaxReport } from '../../../shared/tax-report/tax-report.schemas';

/** A spreadsheet must not run a guest's name as a formula: text cells starting with = + - @ get a leading quote. */
function textCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

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
  const rows: string[][] = [[...TAX_CSV_HEADER]];
  for (const period of report.periods) {
    rows.push([
      period.key, 'total', '', '', period.start, period.end, '', '', period.dueDate, '', '',
      period.ta1.grossRentalProceeds, period.ta1.collected, period.otat.collected, period.g45.getPassedOn,
      period.g45.grossIncome, period.g45.stateTax, period.g45.countySurcharge, period.g45.taxDue, period.ta1.taxDue, period.otat.taxDue,
    ]);
    for (const line of period.bookings) {
      rows.push([
        period.key, 'booking', textCell(line.reference), textCell(line.guestName), line.checkIn, line.checkOut, line.status, line.entry,
        line.date ?? '', String(line.nights), line.amount, line.grossRentalProceeds, line.tatCollected, line.otatCollected, line.getPassedOn,
        '', '', '', '', '', '',
      ]);
    }
  }
  const { g49, ta2, otat } = report.annual;
  rows.push([
    String(report.year), 'annual', '', '', `${report.year}-01-01`, `${report.year}-12-31`, '', '', '', '', '',
    ta2.grossRentalProceeds, ta2.collected, otat.collected, g49.getPassedOn,
    g49.grossIncome, g49.stateTax, g49.countySurcharge, g49.taxDue, ta2.taxDue, otat.taxDue,
  ]);
  return `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

export function taxReportFilename(report: Pick<TaxReport, 'year' | 'period' | 'basis'>): string {
  return `hawaii-tax-${report.year}-${report.period}-${report.basis}.csv`;
}

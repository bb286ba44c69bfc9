import type { TaxReport } from '../../../shared/tax-report/tax-report.schemas';
import { displayMoney, formatDisplayDate } from '../../lib/format';
import * as admin from '../../ui/admin.css';
import * as styles from './admin-tax-report.css';

const num = `${admin.cell} ${admin.numeric}`;

interface FormRow {
  key: string;
  label: string;
  dueDate: string | null;
  cells: string[];
}

function FormTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: FormRow[] }) {
  return (
    <div className={admin.tableWrap}>
      <table className={admin.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={admin.cell}>Period</th>
            {headers.map((header) => (
              <th key={header} scope="col" className={num}>{header}</th>
            ))}
            <th scope="col" className={admin.cell}>Due</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={admin.cell}>{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={headers[index]} className={num}>{displayMoney(cell)}</td>
              ))}
              <td className={admin.cell}>{row.dueDate ? formatDisplayDate(row.dueDate) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One table per return: G-45 (GET), TA-1 (State TAT), Honolulu OTAT, and the annual G-49 and TA-2. */
export function TaxFormTables({ report }: { report: TaxReport }) {
  const annualLabel = `Year ${report.year}`;
  return (
    <>
      <FormTable
        caption="Form G-45, General Excise Tax (Oahu 4.5%)"
        headers={['Gross income', 'GET passed on (included)', 'State 4%', 'County surcharge 0.5%', 'GET due']}
        rows={report.periods.map((period) => ({
          key: period.key,
          label: period.label,
          dueDate: period.dueDate,
          cells: [period.g45.grossIncome, period.g45.getPassedOn, period.g45.stateTax, period.g45.countySurcharge, period.g45.taxDue],
        }))}
      />
      <FormTable
        caption="Form TA-1, State Transient Accommodations Tax (11%)"
        headers={['Gross rental proceeds', 'TAT due', 'TAT collected']}
        rows={report.periods.map((period) => ({
          key: period.key,
          label: period.label,
          dueDate: period.dueDate,
          cells: [period.ta1.grossRentalProceeds, period.ta1.taxDue, period.ta1.collected],
        }))}
      />
      <FormTable
        caption="Honolulu OTAT, County Transient Accommodations Tax (3%)"
        headers={['Gross rental proceeds', 'OTAT due', 'OTAT collected']}
        rows={report.periods.map((period) => ({
          key: period.key,
          label: period.label,
          dueDate: period.dueDate,
          cells: [period.otat.grossRentalProceeds, period.otat.taxDue, period.otat.collected],
        }))}
      />
      <FormTable
        caption="Annual returns: G-49 (GET) and TA-2 (TAT)"
        headers={['G-49 gross income', 'G-49 GET due', 'TA-2 gross rental proceeds', 'TA-2 TAT due', 'OTAT due']}
        rows={[
          {
            key: 'annual',
            label: annualLabel,
            dueDate: null,
            cells: [report.annual.g49.grossIncome, report.annual.g49.taxDue, report.annual.ta2.grossRentalProceeds, report.annual.ta2.taxDue, report.annual.otat.taxDue],
          },
        ]}
      />
    </>
  );
}

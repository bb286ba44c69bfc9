import type { TaxPeriod, TaxReport } from '../../../shared/tax-report/tax-report.schemas';
import { displayMoney, formatDisplayDate } from '../../lib/format';
import { DataTable, type DataColumn } from '../../ui/data-table';

/** A figure of a return: its column heading and where it comes from (a decimal string of dollars). */
interface Figure<TSource> {
  label: string;
  value: (source: TSource) => string;
}

/** A row of a return's table: a filing period (or the year) and what its figures are read from. */
interface FormRow<TSource> {
  key: string;
  label: string;
  dueDate: string | null;
  source: TSource;
}

/** One return as a table: Period, its figures, Due. */
function FormTable<TSource>({ caption, figures, rows }: { caption: string; figures: readonly Figure<TSource>[]; rows: readonly FormRow<TSource>[] }) {
  const columns: DataColumn<FormRow<TSource>>[] = [
    { id: 'period', label: 'Period', isRowHeader: true, render: (row) => row.label },
    ...figures.map((figure) => ({ id: figure.label, label: figure.label, numeric: true, render: (row: FormRow<TSource>) => displayMoney(figure.value(row.source)) })),
    { id: 'due', label: 'Due', render: (row) => (row.dueDate ? formatDisplayDate(row.dueDate) : '—') },
  ];
  return <DataTable caption={caption} columns={columns} items={rows} rowKey={(row) => row.key} rowText={(row) => row.label} />;
}

/** The periodic returns, each one table with a row per filing period. */
const PERIOD_FORMS: readonly { caption: string; figures: readonly Figure<TaxPeriod>[] }[] = [
  {
    caption: 'Form G-45, General Excise Tax (Oahu 4.5%)',
    figures: [
      { label: 'Gross income', value: (period) => period.g45.grossIncome },
      { label: 'GET passed on (included)', value: (period) => period.g45.getPassedOn },
      { label: 'State 4%', value: (period) => period.g45.stateTax },
      { label: 'County surcharge 0.5%', value: (period) => period.g45.countySurcharge },
      { label: 'GET due', value: (period) => period.g45.taxDue },
    ],
  },
  {
    caption: 'Form TA-1, State Transient Accommodations Tax (11%)',
    figures: [
      { label: 'Gross rental proceeds', value: (period) => period.ta1.grossRentalProceeds },
      { label: 'TAT due', value: (period) => period.ta1.taxDue },
      { label: 'TAT collected', value: (period) => period.ta1.collected },
    ],
  },
  {
    caption: 'Honolulu OTAT, County Transient Accommodations Tax (3%)',
    figures: [
      { label: 'Gross rental proceeds', value: (period) => period.otat.grossRentalProceeds },
      { label: 'OTAT due', value: (period) => period.otat.taxDue },
      { label: 'OTAT collected', value: (period) => period.otat.collected },
    ],
  },
];

const ANNUAL_FIGURES: readonly Figure<TaxReport['annual']>[] = [
  { label: 'G-49 gross income', value: (annual) => annual.g49.grossIncome },
  { label: 'G-49 GET due', value: (annual) => annual.g49.taxDue },
  { label: 'TA-2 gross rental proceeds', value: (annual) => annual.ta2.grossRentalProceeds },
  { label: 'TA-2 TAT due', value: (annual) => annual.ta2.taxDue },
  { label: 'OTAT due', value: (annual) => annual.otat.taxDue },
];

/** One table per return: G-45 (GET), TA-1 (State TAT), Honolulu OTAT, and the annual G-49 and TA-2. */
export function TaxFormTables({ report }: { report: TaxReport }) {
  const periodRows = report.periods.map((period) => ({ key: period.key, label: period.label, dueDate: period.dueDate, source: period }));
  return (
    <>
      {PERIOD_FORMS.map((form) => (
        <FormTable key={form.caption} caption={form.caption} figures={form.figures} rows={periodRows} />
      ))}
      <FormTable
        caption="Annual returns: G-49 (GET) and TA-2 (TAT)"
        figures={ANNUAL_FIGURES}
        rows={[{ key: 'annual', label: `Year ${report.year}`, dueDate: null, source: report.annual }]}
      />
    </>
  );
}

import type { TaxPeriod, TaxReport } from '../../../shared/tax-report/tax-report.schemas';
import { formatDay } from '../../../shared/lib/date-format';
import { formatUsd } from '../../../shared/lib/money';
import { DataTable, type DataColumn } from '../../ui/data-table';

/** A figure of a return: its column heading and where it comes from (integer cents). */
interface Figure<TSource> {
  label: string;
  value: (source: TSource) => number;
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
    ...figures.map((figure) => ({ id: figure.label, label: figure.label, numeric: true, render: (row: FormRow<TSource>) => formatUsd(figure.value(row.source)) })),
    { id: 'due', label: 'Due', render: (row) => (row.dueDate ? formatDay(row.dueDate) : '—') },
  ];
  return <DataTable caption={caption} columns={columns} items={rows} rowKey={(row) => row.key} rowText={(row) => row.label} />;
}

/** The periodic returns, each one table with a row per filing period. */
const PERIOD_FORMS: readonly { caption: string; figures: readonly Figure<TaxPeriod>[] }[] = [
  {
    caption: 'Form G-45, General Excise Tax (Oahu 4.5%)',
    figures: [
      { label: 'Gross income', value: (period) => period.g45.grossIncomeCents },
      { label: 'GET passed on (included)', value: (period) => period.g45.getPassedOnCents },
      { label: 'State 4%', value: (period) => period.g45.stateTaxCents },
      { label: 'County surcharge 0.5%', value: (period) => period.g45.countySurchargeCents },
      { label: 'GET due', value: (period) => period.g45.taxDueCents },
    ],
  },
  {
    caption: 'Form TA-1, State Transient Accommodations Tax (11%)',
    figures: [
      { label: 'Gross rental proceeds', value: (period) => period.ta1.grossRentalProceedsCents },
      { label: 'TAT due', value: (period) => period.ta1.taxDueCents },
      { label: 'TAT collected', value: (period) => period.ta1.collectedCents },
    ],
  },
  {
    caption: 'Honolulu OTAT, County Transient Accommodations Tax (3%)',
    figures: [
      { label: 'Gross rental proceeds', value: (period) => period.otat.grossRentalProceedsCents },
      { label: 'OTAT due', value: (period) => period.otat.taxDueCents },
      { label: 'OTAT collected', value: (period) => period.otat.collectedCents },
    ],
  },
];

const ANNUAL_FIGURES: readonly Figure<TaxReport['annual']>[] = [
  { label: 'G-49 gross income', value: (annual) => annual.g49.grossIncomeCents },
  { label: 'G-49 GET due', value: (annual) => annual.g49.taxDueCents },
  { label: 'TA-2 gross rental proceeds', value: (annual) => annual.ta2.grossRentalProceedsCents },
  { label: 'TA-2 TAT due', value: (annual) => annual.ta2.taxDueCents },
  { label: 'OTAT due', value: (annual) => annual.otat.taxDueCents },
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

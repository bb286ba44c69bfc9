import { useDeferredValue, useState } from 'react';
import { TAX_BASES, TAX_PERIOD_KINDS, type TaxBasis, type TaxPeriodKind } from '../../../shared/tax-report/tax-report.schemas';
import { todayAtProperty } from '../../../shared/lib/dates';
import { errorText } from '../../lib/errors';
import * as admin from '../kit/admin.css';
import { Select, type SelectOption } from '../../ui/select';
import * as styles from './admin-tax-report.css';
import { TaxDrillDown } from './tax-drill-down';
import { TaxFormTables } from './tax-form-tables';
import { taxReportCsvHref, useTaxReport } from './use-tax-report';

const PERIOD_LABELS: Record<TaxPeriodKind, string> = { monthly: 'Monthly', quarterly: 'Quarterly', semiannual: 'Semiannual' };
const BASIS_LABELS: Record<TaxBasis, string> = { accrual: 'Accrual (by nights of the stay)', cash: 'Cash (by payment date)' };
const PERIOD_OPTIONS: SelectOption<TaxPeriodKind>[] = TAX_PERIOD_KINDS.map((id) => ({ id, label: PERIOD_LABELS[id] }));
const BASIS_OPTIONS: SelectOption<TaxBasis>[] = TAX_BASES.map((id) => ({ id, label: BASIS_LABELS[id] }));

/**
 * Hawaii tax report for Admin → Reporting: the figures to copy into G-45, TA-1 and Honolulu's OTAT
 * return per filing period, the annual G-49 and TA-2, the bookings behind each period and a CSV.
 */
export function TaxReportSection() {
  const thisYear = Number(todayAtProperty().slice(0, 4));
  const yearOptions: SelectOption<string>[] = Array.from({ length: 7 }, (_, i) => String(thisYear + 1 - i)).map((id) => ({ id, label: id }));
  const [year, setYear] = useState(thisYear);
  const [period, setPeriod] = useState<TaxPeriodKind>('quarterly');
  const [basis, setBasis] = useState<TaxBasis>('accrual');
  const [periodKey, setPeriodKey] = useState<string | null>(null);
  const input = { year, period, basis };
  const report = useTaxReport(input);
  // Its tables render after the month report above has painted, and give way to the owner's input: the screen's figures come first.
  const data = useDeferredValue(report.data);

  // While the next answer loads, the last one stays on screen, but its periods belong to other choices (quarters when the
  // owner just chose months): the period picker waits for the answer that matches, so it never offers a stale list.
  const upToDate = data !== undefined && data.year === year && data.period === period && data.basis === basis;
  const periods = data?.periods ?? [];
  // The drill-down opens on the period the owner is in (the one whose return is being prepared), else the year's first.
  const today = todayAtProperty();
  const current = periods.find((candidate) => candidate.start <= today && today <= candidate.end);
  const shown = periods.find((candidate) => candidate.key === periodKey) ?? current ?? periods[0];

  return (
    <section aria-labelledby="tax-report-heading" aria-busy={data !== undefined && !upToDate} className={admin.section}>
      <h2 id="tax-report-heading">Hawaii tax report</h2>
      <div className={styles.controls}>
        <Select className={styles.control} label="Tax year" options={yearOptions} value={String(year)} onChange={(value) => setYear(Number(value))} />
        <Select className={styles.control} label="Filing periods" options={PERIOD_OPTIONS} value={period} onChange={setPeriod} />
        <Select className={styles.control} label="Basis" options={BASIS_OPTIONS} value={basis} onChange={setBasis} />
        <a className={styles.download} href={taxReportCsvHref(input)} download>
          Download tax report CSV
        </a>
      </div>
      {!data && !report.isError && <p role="status">Loading the tax report…</p>}
      {report.isError && <p role="alert">Could not load the tax report. {errorText(report.error)}</p>}
      {data && !upToDate && <p role="status">Updating the tax report…</p>}
      {data && (
        <>
          <TaxFormTables report={data} />
          <h3>Bookings behind each period</h3>
          <Select
            className={styles.control}
            label="Period"
            options={periods.map((candidate) => ({ id: candidate.key, label: candidate.label }))}
            value={shown?.key ?? null}
            onChange={setPeriodKey}
            isDisabled={!upToDate}
          />
          {shown && <TaxDrillDown period={shown} />}
          <ul className={styles.notes} aria-label="How the figures are worked out">
            {data.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { DateField, DateInput, DateSegment, FieldError, Label, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { todayAtProperty } from '../../../shared/lib/dates';
import { formatUsd } from '../../../shared/lib/money';
import { occupancyExplanation, presetRange, REPORT_PRESET_LABELS, REPORT_PRESETS, type ReportPreset } from '../../../shared/reports/report-metrics';
import { REPORT_DEFINITIONS, reportInputSchema, type ReportInput } from '../../../shared/reports/reports.schemas';
import { errorText } from '../../lib/errors';
import * as admin from '../kit/admin.css';
import { Select, type SelectOption } from '../../ui/select';
import * as tabs from '../../ui/tabs.css';
import { BarChart } from './bar-chart';
import { OnTheBooksView } from './on-the-books';
import { monthLabel } from './report-format';
import { ReportTable } from './report-table';
import * as styles from './reporting.css';
import { reportCsvHref, useReport } from './use-report';

type RangeChoice = ReportPreset | 'custom';

const RANGE_OPTIONS: SelectOption<RangeChoice>[] = [
  ...REPORT_PRESETS.map((id) => ({ id, label: REPORT_PRESET_LABELS[id] })),
  { id: 'custom', label: 'Custom dates' },
];

function toCalendarDate(iso: string): CalendarDate | null {
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

function ReportDateField({ label, value, onChange, errorMessage }: { label: string; value: string; onChange: (value: string) => void; errorMessage?: string | undefined }) {
  return (
    <DateField
      className={styles.dateField}
      value={toCalendarDate(value)}
      onChange={(date) => onChange(date ? date.toString() : '')}
      isInvalid={Boolean(errorMessage)}
      granularity="day"
    >
      <Label className={styles.dateLabel}>{label}</Label>
      <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </DateField>
  );
}

/** Admin → Reporting: two views, the month report for a range and what is on the books for the coming months. */
export function ReportingPanel({ today = todayAtProperty() }: { today?: string }) {
  return (
    <section aria-labelledby="reporting-heading" className={admin.section}>
      <h1 id="reporting-heading">Reporting</h1>
      <Tabs defaultSelectedKey="by-month">
        <TabList aria-label="Reporting views" className={tabs.list}>
          <Tab id="by-month" className={tabs.tab}>
            By month
          </Tab>
          <Tab id="on-the-books" className={tabs.tab}>
            On the books
          </Tab>
        </TabList>
        <TabPanel id="by-month" className={styles.panel}>
          <MonthReport today={today} />
        </TabPanel>
        <TabPanel id="on-the-books" className={styles.panel}>
          <OnTheBooksView today={today} />
        </TabPanel>
      </Tabs>
    </section>
  );
}

/** Occupancy and revenue by Honolulu month for a range, as charts, a table and CSV, with what each figure means. */
function MonthReport({ today }: { today: string }) {
  const [choice, setChoice] = useState<RangeChoice>('last-12-months');
  const [range, setRange] = useState<{ from: string; to: string }>(() => presetRange('last-12-months', today));
  const parsed = reportInputSchema.safeParse(range);
  const input: ReportInput | null = parsed.success ? parsed.data : null;
  const fieldError = (field: 'from' | 'to') => (parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message);
  const report = useReport(input);

  const choose = (next: RangeChoice) => {
    setChoice(next);
    if (next !== 'custom') setRange(presetRange(next, today));
  };
  const editDate = (field: 'from' | 'to') => (value: string) => {
    setChoice('custom');
    setRange((current) => ({ ...current, [field]: value }));
  };

  return (
    <>
      <div className={styles.controls}>
        <Select className={styles.control} label="Range" options={RANGE_OPTIONS} value={choice} onChange={choose} />
        <ReportDateField label="From" value={range.from} onChange={editDate('from')} errorMessage={fieldError('from')} />
        <ReportDateField label="To" value={range.to} onChange={editDate('to')} errorMessage={fieldError('to')} />
        {input && (
          <a className={styles.download} href={reportCsvHref(input)} download>
            Download month table CSV
          </a>
        )}
      </div>
      {report.isPending && input && <p role="status">Loading the report…</p>}
      {report.isError && <p role="alert">Could not load the report. {errorText(report.error)}</p>}
      {report.data && (
        <>
          <p className={styles.explanation}>
            {occupancyExplanation(report.data.totals)}
          </p>
          <div className={styles.charts}>
            <BarChart
              id="occupancy-chart"
              title="Occupancy by month (%)"
              bars={report.data.months.map((month) => ({ label: monthLabel(month.month), value: month.occupancyPercent ?? 0 }))}
              format={(value) => `${value}%`}
            />
            <BarChart
              id="revenue-chart"
              title="Net revenue by month"
              bars={report.data.months.map((month) => ({ label: monthLabel(month.month), value: month.netRevenueCents }))}
              format={formatUsd}
            />
          </div>
          <h2>By month</h2>
          <ReportTable report={report.data} />
        </>
      )}
      <h2>What the figures mean</h2>
      <dl className={styles.definitions}>
        {REPORT_DEFINITIONS.map((definition) => (
          <div key={definition.term}>
            <dt>{definition.term}</dt>
            <dd>{definition.text}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

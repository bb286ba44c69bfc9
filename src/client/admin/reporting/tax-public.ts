export { TaxReportSection } from './tax-report-section';

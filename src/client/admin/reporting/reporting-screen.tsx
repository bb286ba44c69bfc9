import { ReportingPanel } from './reporting-panel';
import { TaxReportSection } from './tax-report-section';

/** The business figures, then the tax return's figures. */
export default function ReportingScreen() {
  return (
    <>
      <ReportingPanel />
      <TaxReportSection />
    </>
  );
}

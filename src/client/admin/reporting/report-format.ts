import { formatUsd } from '../../../shared/lib/money';
import type { ReportColumnKind } from '../../../shared/reports/reports.schemas';
import { formatMonth } from '../../../shared/lib/date-format';

/** A report figure as the screen shows it; a dash where it has no meaning (nothing to divide by). */
export function displayFigure(kind: ReportColumnKind, value: number | null): string {
  if (value === null) return '—';
  if (kind === 'cents') return formatUsd(value);
  if (kind === 'percent') return `${value}%`;
  return String(value);
}

/** '2025-01' as 'January 2025'. */
export const monthLabel = formatMonth;

/** A change against last year as '+12%' or '−8%' (a true minus sign); a dash with nothing to compare with. */
export function displayChange(percent: number | null): string {
  if (percent === null) return '—';
  if (percent > 0) return `+${percent}%`;
  return percent < 0 ? `−${-percent}%` : '0%';
}

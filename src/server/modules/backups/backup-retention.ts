import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { PROPERTY_TIME_ZONE, addDaysIso, weekdayOfIso } from '../../../shared/lib/dates';

/** A backup's folder name: `backup-` and its Honolulu date and time, e.g. backup-2026-11-27_0330-15 (sortable as text). */
const NAME = /^backup-(\d{4}-\d{2}-\d{2})_(\d{2})(\d{2})-(\d{2})$/;

export function backupName(at: Date): string {
  return `backup-${format(new TZDate(at, PROPERTY_TIME_ZONE), 'yyyy-MM-dd_HHmm-ss')}`;
}

/** The Honolulu calendar date a backup's name carries, or null for a name that is not a backup's. */
export function backupDate(name: string): string | null {
  return NAME.exec(name)?.[1] ?? null;
}

export interface RetentionRule {
  /** The newest backup of each of this many most recent days that have one. */
  daily: number;
  /** The newest backup of each of this many most recent weeks (Monday to Sunday, Honolulu) that have one. */
  weekly: number;
}

export const DEFAULT_RETENTION: RetentionRule = { daily: 14, weekly: 8 };

/** The Monday of the Honolulu week a date is in. */
const weekOf = (isoDate: string) => addDaysIso(isoDate, -((weekdayOfIso(isoDate) + 6) % 7));

/**
 * Which backups to delete under the rule: every backup that is neither the newest of one of the `daily` most
 * recent days nor the newest of one of the `weekly` most recent weeks. The newest backup is always kept, and
 * names that are not backups' are never touched.
 */
export function backupsToDelete(names: readonly string[], rule: RetentionRule = DEFAULT_RETENTION): string[] {
  const backups = names.filter((name) => backupDate(name) !== null).sort().reverse();
  const keep = new Set<string>();
  const newestPer = (key: (date: string) => string, count: number) => {
    const seen = new Set<string>();
    for (const name of backups) {
      const bucket = key(backupDate(name)!);
      if (seen.has(bucket)) continue;
      if (seen.size >= count) break;
      seen.add(bucket);
      keep.add(name);
    }
  };
  newestPer((date) => date, rule.daily);
  newestPer(weekOf, rule.weekly);
  if (backups[0]) keep.add(backups[0]);
  return backups.filter((name) => !keep.has(name)).sort();
}

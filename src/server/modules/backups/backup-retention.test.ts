import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../../../shared/lib/dates';
import { backupDate, backupName, backupsToDelete } from './backup-retention';

const at = (date: string, time = '0330-00') => `backup-${date}_${time}`;
/** One backup a day for `days` days ending on `last`. */
const daily = (last: string, days: number) => Array.from({ length: days }, (_, i) => at(addDaysIso(last, -i)));

describe('backupName', () => {
  it('names a backup by its Honolulu date and time, ten hours behind UTC', () => {
    expect(backupName(new Date('2026-11-27T13:30:15Z'))).toBe('backup-2026-11-27_0330-15');
    expect(backupName(new Date('2026-11-28T05:00:00Z'))).toBe('backup-2026-11-27_1900-00');
  });

  it('reads the Honolulu date back from a name, and nothing from other names', () => {
    expect(backupDate('backup-2026-11-27_0330-15')).toBe('2026-11-27');
    expect(backupDate('backup-2026-11-27_0330-15.partial')).toBeNull();
    expect(backupDate('notes.txt')).toBeNull();
  });
});

describe('backupsToDelete', () => {
  it('keeps everything while there are fewer backups than the rule keeps', () => {
    expect(backupsToDelete(daily('2026-11-27', 10))).toEqual([]);
  });

  it('keeps the last 14 days and one a week for 8 weeks, and deletes the rest', () => {
    // 100 days of daily backups ending Friday 2026-11-27.
    const all = daily('2026-11-27', 100);
    const kept = all.filter((name) => !backupsToDelete(all).includes(name)).sort();
    const dailyKept = daily('2026-11-27', 14).sort();
    // Weeks start on Monday; the newest of each of the 8 latest weeks is its Sunday (this week's: today).
    const weeklyKept = ['2026-10-11', '2026-10-18', '2026-10-25', '2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22'].map((date) => at(date));
    expect(kept).toEqual([...new Set([...weeklyKept, ...dailyKept])].sort());
    expect(kept).toHaveLength(14 + 5);
    expect(backupsToDelete(all)).toHaveLength(100 - kept.length);
  });

  it('keeps only the newest backup of a day that has several', () => {
    const names = [at('2026-11-27', '0330-00'), at('2026-11-27', '1015-42'), at('2026-11-26')];
    expect(backupsToDelete(names, { daily: 14, weekly: 8 })).toEqual([at('2026-11-27', '0330-00')]);
  });

  it('counts days that have a backup, so a pause keeps older backups rather than none', () => {
    const names = [at('2026-11-27'), at('2026-09-01'), at('2026-08-01')];
    expect(backupsToDelete(names, { daily: 2, weekly: 0 })).toEqual([at('2026-08-01')]);
  });

  it('always keeps the newest backup and never touches other names', () => {
    expect(backupsToDelete([at('2026-11-27'), at('2026-11-26'), 'README.txt', 'backup-x.partial'], { daily: 0, weekly: 0 })).toEqual([at('2026-11-26')]);
  });
});

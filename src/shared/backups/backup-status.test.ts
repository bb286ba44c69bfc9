import { describe, expect, it } from 'vitest';
import { BACKUP_WARNINGS, backupWarning, formatBackupSize } from './backup-status';

const now = new Date('2026-11-27T20:00:00Z');

describe('backupWarning', () => {
  it('warns when there has never been a backup, and when the last one failed', () => {
    expect(backupWarning(null, now)).toBe(BACKUP_WARNINGS.never);
    expect(backupWarning({ finishedAt: '2026-11-27T13:31:00Z', ok: false }, now)).toBe(BACKUP_WARNINGS.failed);
  });

  it('warns once the last good backup is more than 36 hours old, not before', () => {
    expect(backupWarning({ finishedAt: '2026-11-26T08:00:00Z', ok: true }, now)).toBeNull();
    expect(backupWarning({ finishedAt: '2026-11-26T07:59:59Z', ok: true }, now)).toBe(BACKUP_WARNINGS.stale);
  });
});

describe('formatBackupSize', () => {
  it('says the size in KB, MB or GB', () => {
    expect(formatBackupSize(300)).toBe('1 KB');
    expect(formatBackupSize(412 * 1024)).toBe('412 KB');
    expect(formatBackupSize(12.5 * 1024 * 1024)).toBe('12.5 MB');
    expect(formatBackupSize(1.25 * 1024 ** 3)).toBe('1.3 GB');
  });
});

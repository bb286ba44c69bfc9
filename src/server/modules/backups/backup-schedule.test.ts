import { describe, expect, it } from 'vitest';
import { dueBackupDay } from './backup-schedule';

describe('dueBackupDay', () => {
  it('is not due before the Honolulu hour, and due for today from it on', () => {
    // 03:29 and 03:30 in Honolulu (UTC−10) on 2026-11-27.
    expect(dueBackupDay(new Date('2026-11-27T13:29:59Z'), '03:30')).toBeNull();
    expect(dueBackupDay(new Date('2026-11-27T13:30:00Z'), '03:30')).toBe('2026-11-27');
    expect(dueBackupDay(new Date('2026-11-28T09:59:00Z'), '03:30')).toBe('2026-11-27');
  });

  it('counts the day in Honolulu, not in UTC', () => {
    // 2026-11-28 05:00 UTC is still the 27th, 19:00, in Honolulu.
    expect(dueBackupDay(new Date('2026-11-28T05:00:00Z'), '03:30')).toBe('2026-11-27');
    expect(dueBackupDay(new Date('2026-11-28T12:00:00Z'), '03:30')).toBeNull();
  });
});

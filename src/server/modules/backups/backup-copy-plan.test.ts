import { describe, expect, it } from 'vitest';
import { backupsInKeys, copiesToPrune, keysOfBackups, normalizePrefix, objectKey, uploadOrder } from './backup-copy-plan';
import { backupsToDelete } from './backup-retention';

describe('object keys', () => {
  it('normalizes the prefix to no leading slash and one trailing slash, or nothing', () => {
    expect(normalizePrefix(undefined)).toBe('');
    expect(normalizePrefix('')).toBe('');
    expect(normalizePrefix('/')).toBe('');
    expect(normalizePrefix('kbh')).toBe('kbh/');
    expect(normalizePrefix('/site/backups//')).toBe('site/backups/');
  });

  it('names each file by the prefix, the backup and its path in the backup folder, with forward slashes', () => {
    expect(objectKey('', 'backup-2026-11-27_0330-00', 'database.dump')).toBe('backup-2026-11-27_0330-00/database.dump');
    expect(objectKey('site/', 'backup-2026-11-27_0330-00', 'uploads/photos/a-640.jpg')).toBe('site/backup-2026-11-27_0330-00/uploads/photos/a-640.jpg');
    expect(objectKey('site/', 'backup-2026-11-27_0330-00', 'uploads\\photos\\a.jpg')).toBe('site/backup-2026-11-27_0330-00/uploads/photos/a.jpg');
  });

  it('uploads the manifest last, so a copy without it is visibly unfinished', () => {
    expect(uploadOrder(['manifest.json', 'uploads/b.jpg', 'database.dump', 'uploads/a.jpg'])).toEqual(['database.dump', 'uploads/a.jpg', 'uploads/b.jpg', 'manifest.json']);
  });
});

describe('which copies to prune', () => {
  const day = (d: number) => `backup-2026-11-${String(d).padStart(2, '0')}_0330-00`;

  it('finds the backups in a bucket listing under the prefix, ignoring other keys', () => {
    const keys = [`site/${day(1)}/database.dump`, `site/${day(1)}/uploads/a.jpg`, `site/${day(2)}/manifest.json`, `other/${day(3)}/database.dump`, 'site/notes.txt', `site/${day(4)}`, 'site/not-a-backup/x'];
    expect(backupsInKeys(keys, 'site/')).toEqual([day(1), day(2)]);
    expect(backupsInKeys(keys, '')).toEqual([]);
  });

  it('deletes what the local retention deletes, never the backup just copied, and never a name that is not a backup', () => {
    const names = [1, 2, 3, 4, 5].map(day);
    const rule = { daily: 2, weekly: 0 };
    expect(copiesToPrune([...names, 'notes.txt', `${day(6)}.partial`], rule, day(5))).toEqual([day(1), day(2), day(3)]);
    expect(copiesToPrune(names, rule, day(5))).toEqual(backupsToDelete(names, rule));
    // A clock set back: the backup just copied is kept whatever its name says.
    expect(copiesToPrune(names, rule, day(1))).not.toContain(day(1));
  });

  it('keeps more, never fewer, where a copy is missing (a failed night)', () => {
    const rule = { daily: 3, weekly: 0 };
    // Local has days 1–5 and deletes 1 and 2; the destination missed day 4 and so keeps day 2 as well.
    expect(backupsToDelete([1, 2, 3, 4, 5].map(day), rule)).toEqual([day(1), day(2)]);
    expect(copiesToPrune([1, 2, 3].map(day), rule, day(5))).toEqual([day(1)]);
  });

  it('lists every key of the pruned backups and nothing else', () => {
    const keys = [`site/${day(1)}/database.dump`, `site/${day(1)}/uploads/a.jpg`, `site/${day(2)}/database.dump`, `other/${day(1)}/database.dump`, `site/${day(1)}x/y`];
    expect(keysOfBackups(keys, 'site/', [day(1)])).toEqual([`site/${day(1)}/database.dump`, `site/${day(1)}/uploads/a.jpg`]);
  });
});

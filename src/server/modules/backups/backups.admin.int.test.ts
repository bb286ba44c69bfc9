import { beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_WARNINGS, type BackupStatus } from '../../../shared/backups/backup-status';
import { signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';

const { db, http } = useTestServer();
let owner: Awaited<ReturnType<typeof signedInOwner>>;
beforeAll(async () => {
  owner = await signedInOwner(db.orm, http.baseUrl);
});

async function status(): Promise<BackupStatus> {
  const response = await owner.get('/trpc/admin.backups.status');
  expect(response.status).toBe(200);
  return (response.body as { result: { data: { json: BackupStatus } } }).result.data.json;
}

const insertRun = (finishedAt: Date | null, ok: boolean | null, extra: { name?: string; size?: number; message?: string; copyFailures?: unknown } = {}) =>
  db.orm.em
    .fork()
    .execute(`insert into backup_run ("trigger", started_at, finished_at, ok, name, size_bytes, message, copy_failures) values ('manual', ?, ?, ?, ?, ?, ?, ?)`, [
      finishedAt ?? new Date(),
      finishedAt,
      ok,
      extra.name ?? null,
      extra.size ?? null,
      extra.message ?? null,
      extra.copyFailures === undefined ? null : JSON.stringify(extra.copyFailures),
    ]);

describe('admin.backups.status', () => {
  it('warns that there has never been a backup, then shows the last one, then its failure with the last good one', async () => {
    expect(await status()).toEqual({ last: null, lastOkAt: null, warning: BACKUP_WARNINGS.never, copyWarnings: [] });

    const good = new Date(Date.now() - 2 * 3_600_000);
    await insertRun(good, true, { name: 'backup-x', size: 123_456 });
    // A run still under way is not the last backup.
    await insertRun(null, null);
    expect(await status()).toEqual({ last: { finishedAt: good.toISOString(), ok: true, sizeBytes: 123_456, message: null }, lastOkAt: null, warning: null, copyWarnings: [] });

    const failed = new Date(Date.now() - 3_600_000);
    await insertRun(failed, false, { message: 'pg_dump failed: disk full' });
    expect(await status()).toEqual({ last: { finishedAt: failed.toISOString(), ok: false, sizeBytes: null, message: 'pg_dump failed: disk full' }, lastOkAt: good.toISOString(), warning: BACKUP_WARNINGS.failed, copyWarnings: [] });
  });

  it('names each copy off the machine that failed on a backup that was made, with no other warning', async () => {
    const at = new Date(Date.now() - 60_000);
    await insertRun(at, true, { name: 'backup-y', size: 2048, copyFailures: [{ to: 'S3 bucket kbh-backups', message: 'bucket-side refusal (HTTP 403 AccessDenied)' }, { to: 'the folder /mnt/usb', message: '/mnt/usb is not a folder (is the drive mounted?)' }] });
    expect(await status()).toEqual({
      last: { finishedAt: at.toISOString(), ok: true, sizeBytes: 2048, message: null },
      lastOkAt: null,
      warning: null,
      copyWarnings: ['The copy to S3 bucket kbh-backups failed: bucket-side refusal (HTTP 403 AccessDenied)', 'The copy to the folder /mnt/usb failed: /mnt/usb is not a folder (is the drive mounted?)'],
    });
  });
});

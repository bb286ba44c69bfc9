import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BACKUP_WARNINGS, copyWarnings, type BackupStatus } from '../../../shared/backups/backup-status';
import { renderWithTrpc } from '../../test/trpc-harness';
import { BackupStatusPanel } from './backup-status-panel';

const render = (status: BackupStatus) => renderWithTrpc(<BackupStatusPanel />, { 'admin.backups.status': () => status });

describe('BackupStatusPanel', () => {
  it('shows the last backup’s Honolulu time and size, and no warning when it is recent', async () => {
    render({ last: { finishedAt: '2026-11-27T13:31:00.000Z', ok: true, sizeBytes: 12.5 * 1024 * 1024, message: null }, lastOkAt: null, warning: null, copyWarnings: [] });
    const line = await screen.findByText(/^Last backup:/);
    expect(line.textContent).toMatch(/Last backup: .*3:31.*HST, 12\.5 MB/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the last backup failed, with its message and the last good one', async () => {
    render({
      last: { finishedAt: '2026-11-27T13:31:00.000Z', ok: false, sizeBytes: null, message: 'No pg_dump and pg_restore of PostgreSQL 17 or newer were found.' },
      lastOkAt: '2026-11-20T13:31:00.000Z',
      warning: BACKUP_WARNINGS.failed,
      copyWarnings: [],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${BACKUP_WARNINGS.failed} No pg_dump and pg_restore of PostgreSQL 17 or newer were found.`);
    expect(screen.getByText(/^Last backup attempt:/).textContent).toMatch(/\(failed\)$/);
    expect(screen.getByText(/^Last good backup:/).textContent).toMatch(/Nov.*20/);
  });

  it('warns when there has never been a backup, or the last is too old', async () => {
    const view = render({ last: null, lastOkAt: null, warning: BACKUP_WARNINGS.never, copyWarnings: [] });
    expect((await screen.findByRole('alert')).textContent).toBe(BACKUP_WARNINGS.never);
    view.unmount();
    render({ last: { finishedAt: '2026-11-20T13:31:00.000Z', ok: true, sizeBytes: 2048, message: null }, lastOkAt: null, warning: BACKUP_WARNINGS.stale, copyWarnings: [] });
    expect((await screen.findByRole('alert')).textContent).toBe(BACKUP_WARNINGS.stale);
    expect(screen.getByText(/^Last backup:/).textContent).toMatch(/2 KB$/);
  });

  it('warns about each copy off the machine that failed, naming it, while the backup itself shows as made', async () => {
    const failures = copyWarnings([{ to: 'S3 bucket kbh-backups', message: 'The upload of backup-2026-11-27_0330-00/database.dump was refused (HTTP 403 SignatureDoesNotMatch)' }]);
    render({ last: { finishedAt: '2026-11-27T13:31:00.000Z', ok: true, sizeBytes: 2048, message: null }, lastOkAt: null, warning: null, copyWarnings: failures });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The copy to S3 bucket kbh-backups failed: The upload of backup-2026-11-27_0330-00/database.dump was refused (HTTP 403 SignatureDoesNotMatch)');
    expect(screen.getByText(/^Last backup:/).textContent).toMatch(/2 KB$/);
  });

  it('shows a copy warning beside the backup’s own warning', async () => {
    render({ last: { finishedAt: '2026-11-20T13:31:00.000Z', ok: true, sizeBytes: 2048, message: null }, lastOkAt: null, warning: BACKUP_WARNINGS.stale, copyWarnings: ['The copy to the folder /mnt/usb failed: /mnt/usb is not a folder (is the drive mounted?)'] });
    await screen.findByText(/^Last backup:/);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([BACKUP_WARNINGS.stale, 'The copy to the folder /mnt/usb failed: /mnt/usb is not a folder (is the drive mounted?)']);
  });
});

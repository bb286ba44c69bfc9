import { formatBackupSize, type BackupStatus } from '../../../shared/backups/backup-status';
import { displayInstant } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import * as admin from '../kit/admin.css';

function BackupStatusView({ status }: { status: BackupStatus }) {
  const { last } = status;
  return (
    <>
      {status.warning ? (
        <p role="alert">
          <strong>{status.warning}</strong>
          {last && !last.ok && last.message ? ` ${last.message}` : ''}
        </p>
      ) : null}
      {status.copyWarnings.length > 0 ? (
        <div role="alert">
          {status.copyWarnings.map((warning) => (
            <p key={warning}>
              <strong>{warning}</strong>
            </p>
          ))}
        </div>
      ) : null}
      {last ? (
        <p>
          {last.ok ? 'Last backup' : 'Last backup attempt'}: {displayInstant(last.finishedAt)}
          {last.ok && last.sizeBytes !== null ? `, ${formatBackupSize(last.sizeBytes)}` : ''}
          {last.ok ? '' : ' (failed)'}
        </p>
      ) : null}
      {last && !last.ok ? <p className={admin.hint}>Last good backup: {displayInstant(status.lastOkAt, 'none yet')}</p> : null}
    </>
  );
}

/** The last backup's time and size, with a warning when it failed or is old (admin.backups.status, decision 056), and one per failed copy off the machine (decision 058). */
export function BackupStatusPanel() {
  const query = trpc.admin.backups.status.useQuery();
  return (
    <section aria-labelledby="backups-title" className={admin.section}>
      <h2 id="backups-title">Backups</h2>
      {query.isPending ? <p role="status">Loading the backups…</p> : null}
      {query.isError ? <p role="alert">The backups’ state could not be loaded: {query.error.message}</p> : null}
      {query.data ? <BackupStatusView status={query.data} /> : null}
    </section>
  );
}

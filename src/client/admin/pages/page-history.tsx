import { useState } from 'react';
import { displayInstant } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import * as admin from '../kit/admin.css';
import { ConfirmDialog } from '../kit/confirm-dialog';
import * as styles from './page-builder.css';

/** Every published version of the page, newest first; any one can become the draft again. */
export function PageHistory({ slug, dirty, pending, onRestore }: { slug: string; dirty: boolean; pending: boolean; onRestore: (number: number) => Promise<void> }) {
  const versions = trpc.admin.pages.versions.useQuery({ slug });
  const [restoring, setRestoring] = useState<number | null>(null);
  return (
    <section aria-labelledby="page-history-title" className={styles.column}>
      <h2 id="page-history-title">History</h2>
      {versions.isError ? <p className={styles.error}>{versions.error.message}</p> : null}
      {versions.data?.length === 0 ? <p>Not published from the Page Builder yet: visitors see the page as it was built.</p> : null}
      {versions.data && versions.data.length > 0 ? (
        <div className={admin.tableWrap}>
          <table className={styles.table}>
            <caption className={admin.hint}>Published versions, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>Version</th>
                <th scope="col" className={styles.cell}>Published by</th>
                <th scope="col" className={styles.cell}>When</th>
                <th scope="col" className={styles.cell}>Blocks</th>
                <th scope="col" className={styles.cell}>
                  <span className={admin.hint}>Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.data.map((version) => (
                <tr key={version.number}>
                  <th scope="row" className={styles.cell}>
                    {version.number}
                  </th>
                  <td className={styles.cell}>{version.publishedBy}</td>
                  <td className={styles.cell}>{displayInstant(version.publishedAt.toISOString())}</td>
                  <td className={styles.cell}>{version.blockCount}</td>
                  <td className={styles.cell}>
                    <Button tone="secondary" isDisabled={pending} onPress={() => setRestoring(version.number)} aria-label={`Restore version ${version.number} as draft`}>
                      Restore as draft
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ConfirmDialog
        title={`Restore version ${restoring ?? ''} as the draft?`}
        isOpen={restoring !== null}
        confirmLabel="Restore as draft"
        pending={pending}
        onCancel={() => setRestoring(null)}
        onConfirm={() => {
          const number = restoring;
          setRestoring(null);
          if (number !== null) void onRestore(number);
        }}
      >
        <p>
          The draft becomes this version{dirty ? ' and your unsaved changes are lost' : ''}. Visitors see it only once you publish it again.
        </p>
      </ConfirmDialog>
    </section>
  );
}

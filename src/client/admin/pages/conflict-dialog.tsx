import type { PageEdit } from '../../../shared/pages/pages.schemas';
import { displayInstant } from '../../lib/format';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { blockLabel } from './block-list';
import * as styles from './page-builder.css';

/** Someone saved the page while this admin was editing: their version is shown, and the choice is the editor's. */
export function ConflictDialog({ theirs, onLoadTheirs, onKeepMine }: { theirs: PageEdit | null; onLoadTheirs: () => void; onKeepMine: () => void }) {
  const who = theirs?.savedBy ?? 'Someone';
  const when = theirs?.savedAt ? displayInstant(theirs.savedAt.toISOString()) : 'a moment ago';
  return (
    <AppDialog title="Someone else saved this page" isOpen={theirs !== null} onOpenChange={(open) => !open && onKeepMine()} describedBy="page-conflict-what">
      <p id="page-conflict-what">
        {who} saved this page at {when} while you were editing. Your changes were not saved.
      </p>
      <h3>Their version’s blocks</h3>
      <ol>
        {theirs?.draft.blocks.map((block) => (
          <li key={block.id}>{blockLabel(block)}</li>
        ))}
      </ol>
      <p className={styles.status}>Keep editing yours and the next save replaces their version.</p>
      <div className={styles.actions}>
        <Button onPress={onLoadTheirs}>Load their version</Button>
        <Button tone="secondary" onPress={onKeepMine} autoFocus>
          Keep editing mine
        </Button>
      </div>
    </AppDialog>
  );
}

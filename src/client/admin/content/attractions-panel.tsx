import { useState } from 'react';
import { distanceLabel } from '../../../shared/property/location.rules';
import type { Attraction } from '../../../shared/property/property.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useCan } from '../kit/use-can';
import { AttractionImagesDialog } from './attraction-images-dialog';
import { AttractionDialog } from './attractions-dialog';
import { useAttractionMutations, useAttractionsAdmin } from './attractions-api';

/** Content → Nearby attractions: every field guests see in the location section and the attraction dialog. */
export function AttractionsPanel() {
  const list = useAttractionsAdmin();
  const mutations = useAttractionMutations();
  const can = useCan();
  const [editing, setEditing] = useState<{ row: Attraction | null } | null>(null);
  const [deleting, setDeleting] = useState<Attraction | null>(null);
  const [imagesOf, setImagesOf] = useState<Attraction | null>(null);

  const columns: DataColumn<Attraction>[] = [
    { id: 'name', label: 'Attraction', isRowHeader: true, render: (row) => row.name },
    { id: 'category', label: 'Category', render: (row) => row.category },
    { id: 'distance', label: 'Distance', render: (row) => distanceLabel(row.distance) },
    { id: 'rating', label: 'Rating', numeric: true, render: (row) => (row.rating === null ? '—' : row.rating.toFixed(1)) },
    {
      id: 'actions',
      label: 'Actions',
      render: (row) => (
        <div className={styles.row}>
          <Button tone="secondary" aria-label={`Edit attraction ${row.name}`} onPress={() => setEditing({ row })}>
            Edit
          </Button>
          <Button tone="secondary" aria-label={`Images of ${row.name}`} onPress={() => setImagesOf(row)}>
            Images ({row.images.length})
          </Button>
          {can('content.delete') && (
            <Button tone="secondary" aria-label={`Delete attraction ${row.name}`} onPress={() => setDeleting(row)}>
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="content-attractions-title" className={styles.section}>
      <h2 id="content-attractions-title">Nearby attractions</h2>
      <p className={styles.hint}>Distances are measured from the public point (Content → Property), never from the house. An attraction's Images button uploads, describes and orders its pictures.</p>
      {list.isLoading && <p role="status">Loading the attractions…</p>}
      {list.isError && <p role="alert">The attractions could not be loaded: {errorMessage(list.error)}</p>}
      <div>
        <Button onPress={() => setEditing({ row: null })}>Add attraction</Button>
      </div>
      {list.data && <DataTable caption="Nearby attractions" columns={columns} items={list.data} rowKey={(row) => String(row.id)} rowText={(row) => row.name} />}
      {editing && (
        <AttractionDialog
          attraction={editing.row}
          onClose={() => setEditing(null)}
          onSave={(input) => (editing.row ? mutations.update.mutateAsync({ id: editing.row.id, ...input }) : mutations.create.mutateAsync(input))}
        />
      )}
      {imagesOf && <AttractionImagesDialog attraction={imagesOf} onClose={() => setImagesOf(null)} />}
      <ConfirmDialog
        title={deleting ? `Delete ${deleting.name}?` : ''}
        isOpen={deleting !== null}
        confirmLabel="Delete attraction"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (!target) return;
          void mutations.remove.mutateAsync({ id: target.id }).then(
            () => toast({ title: `${target.name} deleted` }),
            (error: unknown) => toast({ title: 'Not deleted', description: errorMessage(error), variant: 'destructive' }),
          );
        }}
      >
        <p>The attraction leaves the map and the list at once, and its images are removed from storage.</p>
      </ConfirmDialog>
    </section>
  );
}

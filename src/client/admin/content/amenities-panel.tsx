import { useState } from 'react';
import { AMENITY_ICONS, FEATURED_AMENITY_LIMIT, categoryDescription, categoryIcon, featuredAmenities } from '../../../shared/property/amenities.rules';
import type { Amenity, AmenityCategory } from '../../../shared/property/property.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useCan } from '../kit/use-can';
import { AmenityDialog, CategoryDialog } from './amenities-dialogs';
import { useAmenitiesAdmin, useAmenityMutations } from './amenities-api';

type Editing = { kind: 'category'; row: AmenityCategory | null } | { kind: 'amenity'; row: Amenity | null } | null;
type Deleting = { kind: 'category'; row: AmenityCategory } | { kind: 'amenity'; row: Amenity } | null;

async function run(action: () => Promise<unknown>, done: string) {
  try {
    await action();
    toast({ title: done });
  } catch (error) {
    toast({ title: 'Not changed', description: errorMessage(error), variant: 'destructive' });
  }
}

interface RowActions<T extends { id: number; name: string }> {
  what: string;
  rows: readonly T[];
  onEdit: (row: T) => void;
  onMove: (row: T, direction: 'up' | 'down') => void;
  /** Absent for staff: deleting is the owner's. */
  onDelete?: (row: T) => void;
}

function actionsColumn<T extends { id: number; name: string }>({ what, rows, onEdit, onMove, onDelete }: RowActions<T>): DataColumn<T> {
  return {
    id: 'actions',
    label: 'Actions',
    render: (row) => {
      const index = rows.indexOf(row);
      return (
        <div className={styles.row}>
          <Button tone="secondary" aria-label={`Edit ${what} ${row.name}`} onPress={() => onEdit(row)}>
            Edit
          </Button>
          <Button tone="secondary" aria-label={`Move ${what} ${row.name} up`} isDisabled={index === 0} onPress={() => onMove(row, 'up')}>
            Up
          </Button>
          <Button tone="secondary" aria-label={`Move ${what} ${row.name} down`} isDisabled={index === rows.length - 1} onPress={() => onMove(row, 'down')}>
            Down
          </Button>
          {onDelete && (
            <Button tone="secondary" aria-label={`Delete ${what} ${row.name}`} onPress={() => onDelete(row)}>
              Delete
            </Button>
          )}
        </div>
      );
    },
  };
}

/** Content → Amenities: the categories and their amenities in the site's order, and which six the home page shows. */
export function AmenitiesPanel() {
  const lists = useAmenitiesAdmin();
  const mutations = useAmenityMutations();
  const can = useCan();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const categories = lists.data?.categories ?? [];
  const amenities = lists.data?.amenities ?? [];
  const shown = featuredAmenities(amenities);
  const mayDelete = can('content.delete');

  const categoryColumns: DataColumn<AmenityCategory>[] = [
    { id: 'name', label: 'Category', isRowHeader: true, render: (row) => row.name },
    { id: 'icon', label: 'Icon', render: (row) => AMENITY_ICONS.find((icon) => icon.id === categoryIcon(row))?.label ?? 'Sparkles' },
    { id: 'description', label: 'Description', render: (row) => categoryDescription(row) },
    { id: 'count', label: 'Amenities', numeric: true, render: (row) => amenities.filter((amenity) => amenity.category === row.name).length },
    actionsColumn({
      what: 'category',
      rows: categories,
      onEdit: (row) => setEditing({ kind: 'category', row }),
      onMove: (row, direction) => void run(() => mutations.moveCategory.mutateAsync({ id: row.id, direction }), `${row.name} moved ${direction}`),
      onDelete: mayDelete ? (row) => setDeleting({ kind: 'category', row }) : undefined,
    }),
  ];
  const amenityColumns: DataColumn<Amenity>[] = [
    { id: 'name', label: 'Amenity', isRowHeader: true, render: (row) => row.name },
    { id: 'category', label: 'Category', render: (row) => row.category },
    { id: 'featured', label: 'Featured', render: (row) => (row.featured ? 'Yes' : 'No') },
    { id: 'home', label: 'On the home page', render: (row) => (shown.includes(row) ? `Yes, card ${shown.indexOf(row) + 1} of ${shown.length}` : 'No') },
    actionsColumn({
      what: 'amenity',
      rows: amenities,
      onEdit: (row) => setEditing({ kind: 'amenity', row }),
      onMove: (row, direction) => void run(() => mutations.moveAmenity.mutateAsync({ id: row.id, direction }), `${row.name} moved ${direction}`),
      onDelete: mayDelete ? (row) => setDeleting({ kind: 'amenity', row }) : undefined,
    }),
  ];
  const featuredCount = amenities.filter((amenity) => amenity.featured).length;

  return (
    <section aria-labelledby="content-amenities-title" className={styles.section}>
      <h2 id="content-amenities-title">Amenities</h2>
      {lists.isLoading && <p role="status">Loading the amenities…</p>}
      {lists.isError && <p role="alert">The amenities could not be loaded: {errorMessage(lists.error)}</p>}
      {lists.data && (
        <>
          <h3>Categories</h3>
          <p className={styles.hint}>Each category is a block of the complete amenities list, in this order.</p>
          <div>
            <Button onPress={() => setEditing({ kind: 'category', row: null })}>Add category</Button>
          </div>
          <DataTable caption="Amenity categories in the site's order" columns={categoryColumns} items={categories} rowKey={(row) => String(row.id)} rowText={(row) => row.name} />

          <h3>Amenities</h3>
          <p className={styles.hint} aria-live="polite">
            The home page shows at most {FEATURED_AMENITY_LIMIT} amenities: the featured ones in this order
            {featuredCount === 0 ? ' (none is featured, so the first six)' : featuredCount > FEATURED_AMENITY_LIMIT ? ` (${featuredCount} are featured, so only the first six of them)` : ''}. Now:{' '}
            {shown.map((amenity) => amenity.name).join(', ') || 'none'}.
          </p>
          <div>
            <Button isDisabled={categories.length === 0} onPress={() => setEditing({ kind: 'amenity', row: null })}>
              Add amenity
            </Button>
          </div>
          <DataTable caption="Amenities in the site's order" columns={amenityColumns} items={amenities} rowKey={(row) => String(row.id)} rowText={(row) => row.name} />
        </>
      )}
      {editing?.kind === 'category' && (
        <CategoryDialog
          category={editing.row}
          onClose={() => setEditing(null)}
          onSave={(input) => (editing.row ? mutations.updateCategory.mutateAsync({ id: editing.row.id, ...input }) : mutations.createCategory.mutateAsync(input))}
        />
      )}
      {editing?.kind === 'amenity' && (
        <AmenityDialog
          amenity={editing.row}
          categories={categories}
          onClose={() => setEditing(null)}
          onSave={(input) => (editing.row ? mutations.updateAmenity.mutateAsync({ id: editing.row.id, ...input }) : mutations.createAmenity.mutateAsync(input))}
        />
      )}
      <ConfirmDialog
        title={deleting ? `Delete ${deleting.row.name}?` : ''}
        isOpen={deleting !== null}
        confirmLabel={`Delete ${deleting?.kind ?? ''}`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target?.kind === 'category') void run(() => mutations.deleteCategory.mutateAsync({ id: target.row.id }), `${target.row.name} deleted`);
          if (target?.kind === 'amenity') void run(() => mutations.deleteAmenity.mutateAsync({ id: target.row.id }), `${target.row.name} deleted`);
        }}
      >
        <p>{deleting?.kind === 'category' ? 'The category leaves the site. One that still has amenities is kept until they are moved or deleted.' : 'The amenity leaves the site at once.'}</p>
      </ConfirmDialog>
    </section>
  );
}

import { useCallback, useRef, useState } from 'react';
import { Button as AriaButton, DropZone, FileTrigger, GridList, GridListItem, Text, useDragAndDrop, type DropItem } from 'react-aria-components';
import type { AdminPhoto } from '../../../shared/property/photo-admin.schemas';
import { UPLOAD_ACCEPT, dropAt, moveBy } from '../../../shared/property/photo-upload.rules';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useCan } from '../kit/use-can';
import { MoveButtons } from './move-buttons';
import { PhotoEditDialog } from './photos-edit-dialog';
import * as styles from './photos-panel.css';
import { PhotoProgress, useUploads, type Upload } from './photos-uploads';

const pending = (photo: AdminPhoto) => photo.job?.status === 'queued' || photo.job?.status === 'running';

function statusOf(photo: AdminPhoto): string {
  if (photo.job?.status === 'failed') return 'Could not be prepared';
  if (!photo.ready) return 'Being prepared';
  if (!photo.published) return photo.alt.trim() ? 'Not published' : 'Not published: needs alt text';
  return photo.isFeatured ? 'Published, featured' : 'Published';
}

function PhotoRow({ photo, index, count, onMove, onEdit, onReplace, onDelete, canDelete }: {
  photo: AdminPhoto;
  index: number;
  count: number;
  onMove: (by: number) => void;
  onEdit: () => void;
  onReplace: (file: File) => void;
  onDelete: () => void;
  canDelete: boolean;
}) {
  const name = photo.alt.trim() || `Photo ${index + 1} (no alt text)`;
  return (
    <GridListItem id={photo.id} textValue={name} className={styles.item}>
      {photo.thumbnailUrl ? <img src={photo.thumbnailUrl} alt="" width={96} height={64} className={styles.thumb} /> : <span className={styles.thumb} aria-hidden="true" />}
      <div className={styles.body}>
        {/* The row's name is the alt text (textValue); the description adds only the status, so neither is read twice. */}
        <p className={styles.alt}>
          <strong>{name}</strong> · <Text slot="description">{statusOf(photo)}</Text>
        </p>
        {pending(photo) ? <PhotoProgress label={`Preparing ${name}`} percent={photo.job?.progress ?? 0} /> : null}
        <div className={styles.actions}>
          <AriaButton slot="drag" className={styles.dragHandle} aria-label={`Drag ${name}`}>
            ≡
          </AriaButton>
          <MoveButtons name={name} index={index} count={count} onMove={onMove} />
          <Button tone="secondary" onPress={onEdit} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <FileTrigger acceptedFileTypes={[...UPLOAD_ACCEPT]} onSelect={(files) => files?.[0] && onReplace(files[0])}>
            <Button tone="secondary" aria-label={`Replace ${name}`}>
              Replace
            </Button>
          </FileTrigger>
          {canDelete ? (
            <Button tone="secondary" onPress={onDelete} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          ) : null}
        </div>
      </div>
    </GridListItem>
  );
}

function UploadList({ uploads }: { uploads: Upload[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Uploads">
      {uploads.map((upload) => (
        <li key={upload.key} className={styles.progress}>
          {upload.error ? (
            <p className={styles.error}>
              {upload.name}: {upload.error}
            </p>
          ) : (
            <PhotoProgress label={`Uploading ${upload.name}`} percent={upload.percent} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Content → Photos (issue 21): upload, describe, publish, order, feature, replace and delete the gallery's photos. */
export function PhotosPanel() {
  const can = useCan();
  const utils = trpc.useUtils();
  // The encoding jobs' progress, polled while any runs (any server process may be running it).
  const photos = trpc.admin.photos.list.useQuery(undefined, { refetchInterval: (query) => (query.state.data?.some(pending) ? 1000 : false) });
  const list = photos.data ?? [];
  const { uploads, start } = useUploads(
    useCallback(() => void utils.admin.photos.list.invalidate(), [utils]),
  );
  const reorder = trpc.admin.photos.reorder.useMutation();
  const remove = trpc.admin.photos.remove.useMutation({ onSuccess: () => utils.admin.photos.list.invalidate() });
  const [editing, setEditing] = useState<AdminPhoto | null>(null);
  const [deleting, setDeleting] = useState<AdminPhoto | null>(null);
  const ids = list.map((photo) => photo.id);

  // One order is saved at a time, the latest last: a keyboard user pressing Move up quickly sends one order per press, and
  // answers (or a list refetched between two saves) arriving out of turn must not put an older order back.
  // The owner is told when the last order is saved: leaving the page before that would lose it.
  const queuedOrder = useRef<number[] | null>(null);
  const saving = useRef(false);
  const [orderState, setOrderState] = useState<'saving' | 'saved' | null>(null);
  const saveOrder = async (next: number[]) => {
    void utils.admin.photos.list.cancel();
    utils.admin.photos.list.setData(undefined, next.map((id) => list.find((photo) => photo.id === id)!));
    queuedOrder.current = next;
    setOrderState('saving');
    if (saving.current) return;
    saving.current = true;
    try {
      let ids: number[] | null = next;
      while (ids) {
        queuedOrder.current = null;
        await reorder.mutateAsync({ ids });
        ids = queuedOrder.current;
      }
      setOrderState('saved');
    } catch (error) {
      queuedOrder.current = null;
      setOrderState(null);
      toast({ title: 'Order not saved', description: errorMessage(error), variant: 'destructive' });
    } finally {
      saving.current = false;
      void utils.admin.photos.list.invalidate();
    }
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => void saveOrder(dropAt(ids, [...event.keys].map(Number), Number(event.target.key), event.target.dropPosition === 'after' ? 'after' : 'before')),
  });

  const acceptDrop = async (items: DropItem[]) => {
    const files = await Promise.all(items.filter((item) => item.kind === 'file').map((item) => item.getFile()));
    start(files);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({ title: 'Photo deleted', description: 'It is gone from the site and from storage.' });
    } catch (error) {
      toast({ title: 'Photo not deleted', description: errorMessage(error), variant: 'destructive' });
    }
    setDeleting(null);
  };

  return (
    <section aria-labelledby="content-photos-title" className={admin.section}>
      <h2 id="content-photos-title">Photos</h2>
      <p className={admin.hint}>
        JPEG, PNG or WebP, up to 25 MB each. Each photo is cropped to the gallery&apos;s 3:2 and made in every size the site uses; it shows on the site once
        you give it alt text and publish it. The gallery shows the featured photos first, then the others, each in this order.
      </p>
      <DropZone className={styles.dropZone} aria-label="Drop photos here" onDrop={(event) => void acceptDrop(event.items)}>
        <Text slot="label">Drop photos here, or</Text>
        <FileTrigger allowsMultiple acceptedFileTypes={[...UPLOAD_ACCEPT]} onSelect={(files) => files && start([...files])}>
          <Button>Choose photos</Button>
        </FileTrigger>
      </DropZone>
      <UploadList uploads={uploads} />
      <p role="status" className={admin.hint}>
        {orderState === 'saving' ? 'Saving the order…' : orderState === 'saved' ? 'Order saved.' : null}
      </p>
      {photos.isError ? <p className={styles.error}>{errorMessage(photos.error)}</p> : null}
      <GridList
        aria-label="Gallery photos, in their order"
        items={list}
        className={styles.list}
        keyboardNavigationBehavior="tab"
        // Enter on a row (or a click on its picture) opens its dialog; the buttons inside are reached with Tab.
        onAction={(key) => setEditing(list.find((photo) => photo.id === key) ?? null)}
        dragAndDropHooks={dragAndDropHooks}
        renderEmptyState={() => (photos.isLoading ? 'Loading photos…' : 'No photos yet.')}
      >
        {(photo) => (
          <PhotoRow
            photo={photo}
            index={ids.indexOf(photo.id)}
            count={ids.length}
            canDelete={can('content.delete')}
            onMove={(by) => void saveOrder(moveBy(ids, photo.id, by))}
            onEdit={() => setEditing(photo)}
            onReplace={(file) => start([file], photo.id)}
            onDelete={() => setDeleting(photo)}
          />
        )}
      </GridList>
      {editing ? <PhotoEditDialog photo={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog title="Delete this photo?" isOpen={deleting !== null} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} confirmLabel="Delete photo" pending={remove.isPending}>
        <p>It leaves the gallery at once and its files are removed from storage. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { attractionImageAlt, type AdminAttractionImage } from '../../../shared/property/attraction-image-admin.schemas';
import { UPLOAD_ACCEPT, moveBy } from '../../../shared/property/photo-upload.rules';
import type { Attraction } from '../../../shared/property/property.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import { useCan } from '../kit/use-can';
import { preparing, useAttractionImageMutations, useAttractionImages } from './attraction-images-api';
import { MoveButtons } from './move-buttons';
import * as styles from './photos-panel.css';
import { PhotoProgress } from './photos-uploads';
import { uploadAttractionImage } from './photos-upload';

const altProblem = (alt: string): string | undefined => attractionImageAlt.safeParse(alt).error?.issues[0]?.message;

function statusOf(image: AdminAttractionImage): string {
  if (image.job?.status === 'failed') return image.job.error ?? 'Could not be prepared';
  return image.ready ? 'Shown on the site' : 'Being prepared';
}

/**
 * A new image, or a new one in place of `replacing`: the file and its alt text together, so no image is ever shown
 * undescribed. The upload's bytes show in a progress bar; its encoding then shows in the list.
 */
function UploadForm({ attractionId, replacing, onCancelReplace, onUploaded }: {
  attractionId: number;
  replacing: { image: AdminAttractionImage; position: number } | null;
  onCancelReplace: () => void;
  onUploaded: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(replacing?.image.alt ?? '');
  const [errors, setErrors] = useState<{ alt?: string; file?: string; upload?: string }>({});
  const [percent, setPercent] = useState<number | null>(null);
  const title = replacing ? `Replace image ${replacing.position}` : 'Add an image';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Not a disabled button while sending: a focused button that turns disabled drops a keyboard user's focus.
    if (percent !== null) return;
    const problems = { alt: altProblem(alt), file: file ? undefined : 'Choose an image file (JPEG, PNG or WebP)' };
    setErrors(problems);
    if (problems.alt || problems.file || !file) return;
    setPercent(0);
    try {
      await uploadAttractionImage(file, { attractionId, alt, replaceId: replacing?.image.id, onProgress: setPercent });
      toast({ title: replacing ? 'Image replaced' : 'Image uploaded', description: 'It shows on the site once it is prepared.' });
      setFile(null);
      setAlt('');
      onUploaded();
    } catch (error) {
      setErrors({ upload: errorMessage(error) });
    } finally {
      setPercent(null);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.dropZone} aria-label={title}>
      <h3 className={admin.hint}>{title}</h3>
      <TextField
        label="Alt text"
        value={alt}
        onChange={(value) => {
          setAlt(value);
          setErrors((current) => ({ ...current, alt: undefined }));
        }}
        isInvalid={errors.alt !== undefined}
        errorMessage={errors.alt}
        maxLength={300}
        description="What the image shows, for guests who cannot see it. Required."
      />
      <div className={admin.row}>
        <FileTrigger
          acceptedFileTypes={[...UPLOAD_ACCEPT]}
          onSelect={(files) => {
            setFile(files?.[0] ?? null);
            setErrors((current) => ({ ...current, file: undefined, upload: undefined }));
          }}
        >
          <Button tone="secondary">Choose image file</Button>
        </FileTrigger>
        <p className={errors.file ? styles.error : admin.hint} aria-live="polite">
          {errors.file ?? (file ? `Chosen: ${file.name}` : 'No file chosen')}
        </p>
      </div>
      {percent !== null ? <PhotoProgress label={`Uploading ${file?.name ?? 'the image'}`} percent={percent} /> : null}
      {errors.upload ? (
        <p role="alert" className={styles.error}>
          {errors.upload}
        </p>
      ) : null}
      <div className={admin.row}>
        <Button type="submit">
          {replacing ? 'Upload replacement' : 'Upload image'}
        </Button>
        {replacing ? (
          <Button tone="secondary" onPress={onCancelReplace}>
            Cancel replacing
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

function ImageRow({ image, index, count, canRemove, onMove, onReplace, attractionId }: {
  image: AdminAttractionImage;
  index: number;
  count: number;
  canRemove: boolean;
  onMove: (by: number) => void;
  onReplace: () => void;
  attractionId: number;
}) {
  const { update, remove } = useAttractionImageMutations(attractionId);
  const [alt, setAlt] = useState(image.alt);
  // A replacement brings new alt text from the server: the field takes it (the row stays, and so does the focus).
  const [serverAlt, setServerAlt] = useState(image.alt);
  if (serverAlt !== image.alt) {
    setServerAlt(image.alt);
    setAlt(image.alt);
  }
  const [altError, setAltError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const name = `image ${index + 1}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const problem = altProblem(alt);
    if (problem) return setAltError(problem);
    try {
      await update.mutateAsync({ id: image.id, alt });
      toast({ title: 'Alt text saved' });
    } catch (error) {
      toast({ title: 'Alt text not saved', description: errorMessage(error), variant: 'destructive' });
    }
  };
  const confirmRemove = async () => {
    try {
      await remove.mutateAsync({ id: image.id });
      toast({ title: 'Image removed', description: 'It is gone from the site and from storage.' });
    } catch (error) {
      toast({ title: 'Image not removed', description: errorMessage(error), variant: 'destructive' });
      setConfirming(false);
    }
  };

  return (
    <li className={styles.item} aria-label={`Image ${index + 1}: ${image.alt}`}>
      {image.thumbnailUrl ? <img src={image.thumbnailUrl} alt="" width={96} height={64} className={styles.thumb} /> : <span className={styles.thumb} aria-hidden="true" />}
      <div className={styles.body}>
        <p className={styles.alt}>{statusOf(image)}</p>
        {preparing(image) ? <PhotoProgress label={`Preparing ${name}`} percent={image.job?.progress ?? 0} /> : null}
        <Form onSubmit={(event) => void save(event)} validationBehavior="aria" className={admin.row}>
          <TextField
            label={`Alt text of ${name}`}
            value={alt}
            onChange={(value) => {
              setAlt(value);
              setAltError(undefined);
            }}
            isInvalid={altError !== undefined}
            errorMessage={altError}
            maxLength={300}
          />
          <Button type="submit" tone="secondary">
            Save alt text
          </Button>
        </Form>
        <div className={styles.actions}>
          <MoveButtons name={name} index={index} count={count} onMove={onMove} />
          <Button tone="secondary" onPress={onReplace} aria-label={`Replace ${name}`}>
            Replace
          </Button>
          {canRemove && !confirming ? (
            <Button tone="secondary" onPress={() => setConfirming(true)} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          ) : null}
        </div>
        {confirming ? (
          <div role="group" aria-label={`Remove ${name}?`} className={admin.row}>
            <p className={admin.hint}>It leaves the site at once and its files are removed from storage.</p>
            <Button autoFocus onPress={() => !remove.isPending && void confirmRemove()}>
              Remove image
            </Button>
            <Button tone="secondary" onPress={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** Content → Nearby attractions → Images: upload, describe, order, replace and remove one attraction's images. */
export function AttractionImagesDialog({ attraction, onClose }: { attraction: Attraction; onClose: () => void }) {
  const can = useCan();
  const list = useAttractionImages(attraction.id);
  const { reorder, refresh } = useAttractionImageMutations(attraction.id);
  const [replacing, setReplacing] = useState<AdminAttractionImage | null>(null);
  const images = list.data ?? [];
  const ids = images.map((image) => image.id);

  const move = async (id: number, by: number) => {
    try {
      await reorder.mutateAsync({ attractionId: attraction.id, ids: moveBy(ids, id, by) });
    } catch (error) {
      toast({ title: 'Order not saved', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <AppDialog
      title={`Images of ${attraction.name}`}
      size="wide"
      isOpen
      onOpenChange={(open) => {
        if (open) return;
        // Encodings finished while it was open change the table's counts and the public reads.
        refresh();
        onClose();
      }}
    >
      <div className={admin.section}>
        <p className={admin.hint}>
          JPEG, PNG or WebP, up to 25 MB each. Each image is cropped to 3:2 and made in every size the site uses; the first one leads the attraction&apos;s card and
          gallery.
        </p>
        <UploadForm
          key={replacing?.id ?? 'new'}
          attractionId={attraction.id}
          replacing={replacing ? { image: replacing, position: ids.indexOf(replacing.id) + 1 } : null}
          onCancelReplace={() => setReplacing(null)}
          onUploaded={() => {
            setReplacing(null);
            refresh();
          }}
        />
        {list.isError ? <p className={styles.error}>{errorMessage(list.error)}</p> : null}
        {list.isLoading ? <p role="status">Loading the images…</p> : null}
        {list.data && images.length === 0 ? <p className={admin.hint}>No images yet.</p> : null}
        <ul aria-label="Images, in their order" className={styles.list}>
          {images.map((image, index) => (
            <ImageRow
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              attractionId={attraction.id}
              canRemove={can('content.delete')}
              onMove={(by) => void move(image.id, by)}
              onReplace={() => setReplacing(image)}
            />
          ))}
        </ul>
      </div>
    </AppDialog>
  );
}

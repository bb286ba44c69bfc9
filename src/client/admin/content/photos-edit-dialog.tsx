import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import type { AdminPhoto } from '../../../shared/property/photo-admin.schemas';
import { ALT_REQUIRED, publishRefusal } from '../../../shared/property/photo-upload.rules';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox';
import { AppDialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as styles from './photos-panel.css';

/** Alt text, featured and published for one photo; publishing without alt text is refused here and on the server. */
export function PhotoEditDialog({ photo, onClose }: { photo: AdminPhoto; onClose: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.admin.photos.update.useMutation({ onSuccess: () => utils.admin.photos.list.invalidate() });
  const [alt, setAlt] = useState(photo.alt);
  const [isFeatured, setFeatured] = useState(photo.isFeatured);
  const [published, setPublished] = useState(photo.published);
  const [altError, setAltError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = published ? publishRefusal({ alt, ready: photo.ready }) : null;
    if (refusal === ALT_REQUIRED) return setAltError(refusal);
    try {
      await update.mutateAsync({ id: photo.id, alt, isFeatured, published });
      toast({ title: 'Photo saved', description: published ? 'It shows in the gallery from the next visit.' : 'It stays off the site until you publish it.' });
      onClose();
    } catch (error) {
      toast({ title: 'Photo not saved', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <AppDialog title="Edit photo" isOpen onOpenChange={(open) => !open && onClose()}>
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.body}>
        <TextField
          label="Alt text"
          autoFocus
          value={alt}
          onChange={(value) => {
            setAlt(value);
            setAltError(undefined);
          }}
          isInvalid={altError !== undefined}
          errorMessage={altError}
          maxLength={300}
          description="What the photo shows, for guests who cannot see it. Required before it is published."
        />
        <CheckboxField isSelected={isFeatured} onChange={setFeatured}>Featured</CheckboxField>
        <CheckboxField isSelected={published} onChange={setPublished} isDisabled={!photo.ready}>Published (shown on the site)</CheckboxField>
        <div className={styles.actions}>
          <Button type="submit" isDisabled={update.isPending}>Save photo</Button>
          <Button tone="secondary" onPress={onClose}>Cancel</Button>
        </div>
      </Form>
    </AppDialog>
  );
}

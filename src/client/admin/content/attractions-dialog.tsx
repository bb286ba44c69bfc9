import { Form } from 'react-aria-components';
import { attractionInputSchema, type AttractionInput } from '../../../shared/property/listing-admin.schemas';
import type { Attraction } from '../../../shared/property/property.schemas';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { AppDialog } from '../../ui/dialog';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { MapPickerField } from '../kit/map-picker-field';
import { DEFAULT_MAP_CENTER, parseCoordinates } from '../../../shared/property/location.rules';
import { DialogActions } from '../kit/dialog-actions';

type AttractionValues = Record<keyof AttractionInput, string>;

function toValues(row: Attraction | null): AttractionValues {
  return {
    name: row?.name ?? '',
    category: row?.category ?? 'attraction',
    description: row?.description ?? '',
    detailed_description: row?.detailed_description ?? '',
    lat: row?.lat ?? '',
    lng: row?.lng ?? '',
    address: row?.address ?? '',
    color: row?.color ?? '',
    rating: row?.rating === null || row?.rating === undefined ? '' : String(row.rating),
    reviews_count: String(row?.reviews_count ?? 0),
    hours: row?.hours ?? '',
    ticket_price: row?.ticket_price ?? '',
    tags: row?.tags.join(', ') ?? '',
  };
}

/** Tags one after another with commas; a rating left empty is no rating. */
function toAttractionInput(values: AttractionValues): unknown {
  return {
    ...values,
    rating: values.rating.trim() === '' ? null : Number(values.rating),
    reviews_count: values.reviews_count.trim() === '' ? Number.NaN : Number(values.reviews_count),
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  };
}

export function AttractionDialog({ attraction, onSave, onClose }: { attraction: Attraction | null; onSave: (input: AttractionInput) => Promise<unknown>; onClose: () => void }) {
  const form = useZodForm(
    attractionInputSchema,
    toValues(attraction),
    async (input) => {
      try {
        await onSave(input);
        toast({ title: 'Attraction saved', description: 'The location section shows it from the next visit.' });
        onClose();
      } catch (error) {
        toast({ title: 'Attraction not saved', description: errorMessage(error), variant: 'destructive' });
        throw error;
      }
    },
    toAttractionInput,
  );
  return (
    <AppDialog title={attraction ? `Edit ${attraction.name}` : 'New attraction'} size="wide" isOpen onOpenChange={(open) => !open && onClose()}>
      <Form onSubmit={form.onSubmit} validationBehavior="aria" className={styles.section}>
        <TextField label="Name" autoComplete="off" isRequired autoFocus {...form.field('name')} />
        <TextField label="Category" autoComplete="off" isRequired {...form.field('category')} description="attraction, restaurant, beach, transportation or shopping have their own icon; any other gets the default one." />
        <TextArea label="Description" isRequired rows={3} {...form.field('description')} />
        <TextArea label="Detailed description (optional)" rows={5} {...form.field('detailed_description')} description="The dialog's About; empty: the description." />
        <p className={styles.hint}>The distance from the property is worked out from the public point when you save, so it never gives the house away.</p>
        <div className={styles.row}>
          <TextField label="Latitude" autoComplete="off" inputMode="decimal" isRequired {...form.field('lat')} description="Such as 21.4335" />
          <TextField label="Longitude" autoComplete="off" inputMode="decimal" isRequired {...form.field('lng')} description="Such as -157.8069" />
        </div>
        <MapPickerField
          label="Map: a click places the attraction"
          points={[{ key: 'attraction', label: form.values.name.trim() || 'The attraction', at: parseCoordinates(form.values.lat, form.values.lng), color: '#0b4f5c' }]}
          onPick={(_key, at) => form.setValues((current) => ({ ...current, lat: String(at.lat), lng: String(at.lng) }))}
          center={parseCoordinates(form.values.lat, form.values.lng) ?? DEFAULT_MAP_CENTER}
        />
        <TextField label="Address (optional)" autoComplete="off" {...form.field('address')} description="Where Get Directions leads; empty: the latitude and longitude." />
        <div className={styles.row}>
          <TextField label="Rating (optional)" autoComplete="off" inputMode="decimal" {...form.field('rating')} description="0 to 5, such as 4.7" />
          <TextField label="Number of reviews" autoComplete="off" inputMode="numeric" isRequired {...form.field('reviews_count')} />
        </div>
        <TextField label="Hours (optional)" autoComplete="off" {...form.field('hours')} />
        <TextField label="Price (optional)" autoComplete="off" {...form.field('ticket_price')} description="As guests should read it, such as Free or $25 per adult." />
        <TextField label="Tags (optional)" autoComplete="off" {...form.field('tags')} description="Separated by commas, such as Snorkeling, Family friendly." />
        <TextField label="Marker colour (optional)" autoComplete="off" {...form.field('color')} description="A hex code, rgb() or hsl() value or a basic colour name; empty: grey." />
        <DialogActions submit="Save attraction" pending={form.pending} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}

import { Form } from 'react-aria-components';
import { AMENITY_ICONS, type AmenityIconName } from '../../../shared/property/amenities.rules';
import { amenityCategoryInputSchema, amenityInputSchema } from '../../../shared/property/listing-admin.schemas';
import type { Amenity, AmenityCategory } from '../../../shared/property/property.schemas';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { CheckboxField } from '../../ui/checkbox';
import { AppDialog } from '../../ui/dialog';
import { Select } from '../../ui/select';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { DialogActions } from '../kit/dialog-actions';

/** Saves, says so, and lets the form show the server's field messages when it refuses. */
async function saved(action: () => Promise<unknown>, what: string, close: () => void) {
  try {
    await action();
    toast({ title: `${what} saved`, description: 'The public pages show it from the next visit.' });
    close();
  } catch (error) {
    toast({ title: `${what} not saved`, description: errorMessage(error), variant: 'destructive' });
    throw error;
  }
}

const ICON_OPTIONS = AMENITY_ICONS.map((icon) => ({ id: icon.id, label: icon.label }));

export function CategoryDialog({
  category,
  onSave,
  onClose,
}: {
  /** null: a new category. */
  category: AmenityCategory | null;
  onSave: (input: ReturnType<typeof amenityCategoryInputSchema.parse>) => Promise<unknown>;
  onClose: () => void;
}) {
  const known = AMENITY_ICONS.some((icon) => icon.id === category?.icon);
  const form = useZodForm(
    amenityCategoryInputSchema,
    { name: category?.name ?? '', description: category?.description ?? '', icon: known ? (category?.icon as string) : 'sparkles', color: category?.color ?? '' },
    (input) => saved(() => onSave(input), 'Category', onClose),
  );
  return (
    <AppDialog title={category ? `Edit ${category.name}` : 'New category'} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form onSubmit={form.onSubmit} validationBehavior="aria" className={styles.section}>
        <TextField label="Name" autoComplete="off" isRequired autoFocus {...form.field('name')} />
        <TextArea label="Description (optional)" rows={3} {...form.field('description')} description="Empty: the site says “Everything you need for …” with the name." />
        <Select
          label="Icon"
          options={ICON_OPTIONS}
          value={form.values.icon as AmenityIconName}
          onChange={(icon) => form.setValues((current) => ({ ...current, icon }))}
          errorMessage={form.errors.icon}
        />
        <TextField label="Colour (optional)" autoComplete="off" {...form.field('color')} description="A hex code such as #8b5e34. Empty: the site's bronze." />
        <DialogActions submit="Save category" pending={form.pending} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}

export function AmenityDialog({
  amenity,
  categories,
  onSave,
  onClose,
}: {
  amenity: Amenity | null;
  categories: readonly AmenityCategory[];
  onSave: (input: ReturnType<typeof amenityInputSchema.parse>) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useZodForm(
    amenityInputSchema,
    { name: amenity?.name ?? '', description: amenity?.description ?? '', category: amenity?.category ?? categories[0]?.name ?? '', featured: amenity?.featured ? 'yes' : 'no' },
    (input) => saved(() => onSave(input), 'Amenity', onClose),
    (values) => ({ ...values, featured: values.featured === 'yes' }),
  );
  return (
    <AppDialog title={amenity ? `Edit ${amenity.name}` : 'New amenity'} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form onSubmit={form.onSubmit} validationBehavior="aria" className={styles.section}>
        <TextField label="Name" autoComplete="off" isRequired autoFocus {...form.field('name')} />
        <TextArea label="Description (optional)" rows={3} {...form.field('description')} description="Empty: the site says “Premium … for your stay” with the name." />
        <Select
          label="Category"
          options={categories.map((category) => ({ id: category.name, label: category.name }))}
          value={form.values.category || null}
          onChange={(category) => form.setValues((current) => ({ ...current, category }))}
          errorMessage={form.errors.category}
        />
        <CheckboxField isSelected={form.values.featured === 'yes'} onChange={(selected) => form.setValues((current) => ({ ...current, featured: selected ? 'yes' : 'no' }))}>
          Featured on the home page
        </CheckboxField>
        <DialogActions submit="Save amenity" pending={form.pending} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}

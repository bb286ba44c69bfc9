import { Form } from 'react-aria-components';
import { propertyFactsSchema, type PropertyFacts } from '../../../shared/property/listing-admin.schemas';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { toFactsInput, toFactsValues } from './facts-form';
import { MapPickerField } from '../kit/map-picker-field';
import { DEFAULT_MAP_CENTER, parseCoordinates } from '../../../shared/property/location.rules';
import { PUBLIC_POINT_MAX_OFFSET_M, PUBLIC_POINT_MIN_OFFSET_M } from '../../../shared/property/public-point.rules';
import type { Coordinates } from '../../../shared/property/property.schemas';
import { usePropertyFacts, useSavePropertyFacts } from './facts-api';

function FactsForm({ facts }: { facts: PropertyFacts }) {
  const save = useSavePropertyFacts();
  const form = useZodForm(
    propertyFactsSchema,
    toFactsValues(facts),
    async (input) => {
      try {
        await save.mutateAsync(input);
        toast({ title: 'Property saved', description: 'The public pages show it from the next visit.' });
      } catch (error) {
        toast({ title: 'Property not saved', description: errorMessage(error), variant: 'destructive' });
        throw error;
      }
    },
    toFactsInput,
  );
  const toggle = (key: 'pets_allowed' | 'smoking_allowed') => ({
    isSelected: form.values[key] === 'yes',
    onChange: (selected: boolean) => form.setValues((current) => ({ ...current, [key]: selected ? 'yes' : 'no' })),
  });
  const number = { autoComplete: 'off', inputMode: 'decimal' as const, isRequired: true };
  const exact = parseCoordinates(form.values.exact_lat, form.values.exact_lng);
  const approximate = parseCoordinates(form.values.approx_lat, form.values.approx_lng);
  const place = (key: string, at: Coordinates) =>
    form.setValues((current) => ({ ...current, [`${key}_lat`]: String(at.lat), [`${key}_lng`]: String(at.lng) }));
  return (
    <Form onSubmit={form.onSubmit} className={styles.section} validationBehavior="aria" aria-labelledby="content-property-facts-title">
      <h3>The house</h3>
      <TextField label="Title" autoComplete="off" isRequired {...form.field('title')} description="The stay page's heading and the name search engines show." />
      <TextField label="General location" autoComplete="off" isRequired {...form.field('general_location')} description="Such as Kaneohe, Hawaii: never the street address." />
      <TextArea label="Description" isRequired rows={8} {...form.field('description')} />
      <div className={styles.row}>
        <TextField label="Bedrooms" {...number} inputMode="numeric" {...form.field('bedrooms')} />
        <TextField label="Bathrooms" {...number} {...form.field('bathrooms')} description="Halves allowed, such as 2.5." />
        <TextField label="Maximum guests" {...number} inputMode="numeric" {...form.field('max_guests')} />
        <TextField label="Square feet" {...number} inputMode="numeric" {...form.field('square_feet')} />
      </div>
      <CheckboxField {...toggle('pets_allowed')}>Pets allowed</CheckboxField>
      <CheckboxField {...toggle('smoking_allowed')}>Smoking allowed</CheckboxField>

      <h3>Where it is</h3>
      <p className={styles.hint}>
        Degrees with decimals, as a map app shows them (such as 21.4248 and -157.8012). The exact point is shown only to confirmed guests. The public point is what the map,
        search engines and the attractions' distances use: keep it between half a mile and a mile from the house, so it does not give the house away and the house stays
        inside the one-mile circle the map draws.
      </p>
      <div className={styles.row}>
        <TextField label="Exact latitude" {...number} {...form.field('exact_lat')} />
        <TextField label="Exact longitude" {...number} {...form.field('exact_lng')} />
      </div>
      <div className={styles.row}>
        <TextField label="Public latitude" {...number} {...form.field('approx_lat')} />
        <TextField label="Public longitude" {...number} {...form.field('approx_lng')} />
      </div>
      <MapPickerField
        label="Map: a click places the chosen point; the dashed circles are half a mile and a mile from the house"
        points={[
          { key: 'exact', label: 'Exact point (the house)', at: exact, color: '#b4532a' },
          { key: 'approx', label: 'Public point', at: approximate, color: '#0b4f5c' },
        ]}
        onPick={place}
        center={exact ?? approximate ?? DEFAULT_MAP_CENTER}
        rings={exact ? [PUBLIC_POINT_MIN_OFFSET_M, PUBLIC_POINT_MAX_OFFSET_M].map((radiusM) => ({ around: exact, radiusM })) : []}
      />
      <div>
        <Button type="submit" isDisabled={form.pending}>
          Save property
        </Button>
      </div>
    </Form>
  );
}

/** Content → Property: the facts every public page shows, and where the house is. */
export function PropertyFactsPanel() {
  const facts = usePropertyFacts();
  return (
    <section aria-labelledby="content-property-facts-title">
      <h2 id="content-property-facts-title">Property</h2>
      <p>The title, description, size and location guests see. Check-in times and house rules are in Settings → Site.</p>
      {facts.isLoading && <p role="status">Loading the property…</p>}
      {facts.isError && <p role="alert">The property could not be loaded: {errorMessage(facts.error)}</p>}
      {facts.data && <FactsForm facts={facts.data} />}
    </section>
  );
}

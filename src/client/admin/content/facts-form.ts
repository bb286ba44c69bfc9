import type { PropertyFacts } from '../../../shared/property/listing-admin.schemas';

type Flag = 'pets_allowed' | 'smoking_allowed';
/** The form's values: every field as typed, the two switches 'yes' or 'no'. */
export type FactsValues = Record<Exclude<keyof PropertyFacts, Flag>, string> & Record<Flag, 'yes' | 'no'>;

const NUMBERS = ['bedrooms', 'bathrooms', 'max_guests', 'square_feet', 'exact_lat', 'exact_lng', 'approx_lat', 'approx_lng'] as const;

export function toFactsValues(facts: PropertyFacts): FactsValues {
  const text = (key: (typeof NUMBERS)[number]) => String(facts[key]);
  return {
    title: facts.title,
    general_location: facts.general_location,
    description: facts.description,
    bedrooms: text('bedrooms'),
    bathrooms: text('bathrooms'),
    max_guests: text('max_guests'),
    square_feet: text('square_feet'),
    exact_lat: text('exact_lat'),
    exact_lng: text('exact_lng'),
    approx_lat: text('approx_lat'),
    approx_lng: text('approx_lng'),
    pets_allowed: facts.pets_allowed ? 'yes' : 'no',
    smoking_allowed: facts.smoking_allowed ? 'yes' : 'no',
  };
}

/** A number as typed; blank or nonsense stays NaN, so the schema says what to type. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export function toFactsInput(values: FactsValues): unknown {
  return {
    ...values,
    ...Object.fromEntries(NUMBERS.map((key) => [key, numberOf(values[key])])),
    pets_allowed: values.pets_allowed === 'yes',
    smoking_allowed: values.smoking_allowed === 'yes',
  };
}

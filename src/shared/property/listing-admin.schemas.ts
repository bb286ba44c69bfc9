import { z } from 'zod';
import { lineText, multilineText } from '../lib/text.schema';
import { AMENITY_ICON_NAMES } from './amenities.rules';
import { isValidCoordinates, markerColor } from './location.rules';
import { publicPointProblem } from './public-point.rules';
import { amenityCategorySchema, amenitySchema, attractionSchema } from './property.schemas';

const required = (what: string, max: number) =>
  lineText({ error: `Give the ${what}` })
    .min(1, `Give the ${what}`)
    .max(max, `The ${what} is too long (${max} characters at most)`);
const optionalLine = (what: string, max: number) => lineText({ error: `Give the ${what} or leave it empty` }).max(max, `The ${what} is too long (${max} characters at most)`);
const optionalText = (what: string, max: number) => multilineText({ error: `Give the ${what} or leave it empty` }).max(max, `The ${what} is too long (${max} characters at most)`);

const count = (what: string, min: number, max: number) =>
  z
    .number({ error: `Give the ${what} as a whole number` })
    .int(`Give the ${what} as a whole number`)
    .min(min, `The ${what} must be at least ${min}`)
    .max(max, `The ${what} must be at most ${max}`);
const latitude = (what: string) =>
  z.number({ error: `Give the ${what} latitude in degrees, such as 21.4181` }).min(-90, 'A latitude is between -90 and 90').max(90, 'A latitude is between -90 and 90');
const longitude = (what: string) =>
  z.number({ error: `Give the ${what} longitude in degrees, such as -157.8071` }).min(-180, 'A longitude is between -180 and 180').max(180, 'A longitude is between -180 and 180');

/**
 * Content → Property: the facts every public page shows, and the two points. The exact one is for confirmed
 * guests only; the public (approximate) one is what the map, the search engines and the attraction distances use.
 */
export const propertyFactsSchema = z
  .object({
    title: required('title', 200),
    general_location: required('general location', 200),
    description: multilineText({ error: 'Give a description' }).min(1, 'Give a description').max(5000, 'The description is too long (5,000 characters at most)'),
    bedrooms: count('number of bedrooms', 0, 50),
    bathrooms: z
      .number({ error: 'Give the number of bathrooms, such as 2 or 2.5' })
      .min(0, 'The number of bathrooms must be at least 0')
      .max(50, 'The number of bathrooms must be at most 50')
      .refine((value) => Number.isInteger(value * 2), { message: 'Give the bathrooms in halves, such as 2 or 2.5' }),
    max_guests: count('maximum number of guests', 1, 50),
    square_feet: count('floor area in square feet', 1, 100_000),
    pets_allowed: z.boolean({ error: 'Say whether pets are allowed' }),
    smoking_allowed: z.boolean({ error: 'Say whether smoking is allowed' }),
    exact_lat: latitude('exact'),
    exact_lng: longitude('exact'),
    approx_lat: latitude('public'),
    approx_lng: longitude('public'),
  })
  .superRefine((facts, context) => {
    const exact = { lat: facts.exact_lat, lng: facts.exact_lng };
    const approximate = { lat: facts.approx_lat, lng: facts.approx_lng };
    if (!isValidCoordinates(exact.lat, exact.lng)) context.addIssue({ code: 'custom', path: ['exact_lat'], message: 'Give the house’s position (0, 0 is the ocean off Africa)' });
    else if (!isValidCoordinates(approximate.lat, approximate.lng)) context.addIssue({ code: 'custom', path: ['approx_lat'], message: 'Give the public position (0, 0 is the ocean off Africa)' });
    else {
      const problem = publicPointProblem(exact, approximate);
      if (problem) context.addIssue({ code: 'custom', path: ['approx_lat'], message: problem });
    }
  });
export type PropertyFacts = z.output<typeof propertyFactsSchema>;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** An amenity category as the owner writes it; its place in the list is changed by moving it. */
export const amenityCategoryInputSchema = z.object({
  name: required('category name', 100),
  /** Empty: the site says "Everything you need for …". */
  description: optionalText('description', 1000),
  icon: z.enum(AMENITY_ICON_NAMES, { error: 'Choose one of the icons' }),
  /** Empty: the site's bronze gradient. */
  color: optionalLine('colour', 7).refine((value) => value === '' || HEX_COLOR.test(value), { message: 'Give a colour as a hex code such as #8b5e34, or leave it empty' }),
});
export type AmenityCategoryInput = z.output<typeof amenityCategoryInputSchema>;

export const amenityInputSchema = z.object({
  name: required('amenity name', 120),
  /** Empty: the site says "Premium … for your stay". */
  description: optionalText('description', 1000),
  category: required('category', 100),
  featured: z.boolean({ error: 'Say whether the amenity is featured' }),
});
export type AmenityInput = z.output<typeof amenityInputSchema>;

const coordinateText = (what: 'latitude' | 'longitude', limit: number) =>
  lineText({ error: `Give the ${what}` })
    .min(1, `Give the ${what}, such as ${what === 'latitude' ? '21.4335' : '-157.7907'}`)
    .refine((value) => /^[+-]?\d{1,3}(?:\.\d{1,6})?$/.test(value) && Math.abs(Number(value)) <= limit, {
      message: `Give the ${what} in degrees with up to 6 decimals, between -${limit} and ${limit}`,
    });

/** A nearby attraction, every field of spec section 3 the owner types. Its distance is the server's; its images are the uploads'. */
export const attractionInputSchema = z
  .object({
    name: required('name', 200),
    category: required('category', 40),
    description: multilineText({ error: 'Give a short description' }).min(1, 'Give a short description').max(1000, 'The description is too long (1,000 characters at most)'),
    detailed_description: optionalText('detailed description', 5000),
    lat: coordinateText('latitude', 90),
    lng: coordinateText('longitude', 180),
    address: optionalLine('address', 300),
    color: optionalLine('marker colour', 60).refine((value) => value === '' || markerColor(value) !== '#666666' || value === '#666666', {
      message: 'Give a colour as a hex code, an rgb() or hsl() value or a basic colour name such as teal, or leave it empty',
    }),
    rating: z.number({ error: 'Give the rating from 0 to 5' }).min(0, 'Give the rating from 0 to 5').max(5, 'Give the rating from 0 to 5').refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, { message: 'Give the rating to one decimal, such as 4.7' }).nullable(),
    reviews_count: count('number of reviews', 0, 10_000_000),
    hours: optionalLine('hours', 300),
    ticket_price: optionalLine('price', 120),
    tags: z
      .array(lineText({ error: 'Give the tags' }), { error: 'Give the tags' })
      .max(20, 'Too many tags (20 at most)')
      // On the list as a whole, so the message lands on the one tags field.
      .refine((tags) => tags.every((tag) => tag.length > 0 && tag.length <= 40), { message: 'Give each tag in 1 to 40 characters, separated by commas' }),
  })
  .superRefine((attraction, context) => {
    if (Number(attraction.lat) === 0 && Number(attraction.lng) === 0) context.addIssue({ code: 'custom', path: ['lat'], message: 'Give the attraction’s position (0, 0 is the ocean off Africa)' });
  });
export type AttractionInput = z.output<typeof attractionInputSchema>;

export const idInputSchema = z.object({ id: z.number().int().positive() });
export const moveInputSchema = z.object({ id: z.number().int().positive(), direction: z.enum(['up', 'down']) });

/** Content → Amenities reads both lists in their order. */
export const amenitiesAdminSchema = z.object({ categories: z.array(amenityCategorySchema), amenities: z.array(amenitySchema) });
export type AmenitiesAdmin = z.output<typeof amenitiesAdminSchema>;

export const attractionsAdminSchema = z.array(attractionSchema);

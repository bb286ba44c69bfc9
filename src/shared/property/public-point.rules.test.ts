import { describe, expect, it } from 'vitest';
import { PUBLIC_POINT_MAX_OFFSET_M, PUBLIC_POINT_MIN_OFFSET_M, haversineMeters, publicPointProblem } from './public-point.rules';
import { propertyFactsSchema } from './listing-admin.schemas';

const HOUSE = { lat: 21.4248, lng: -157.8012 };
/** A point due north of the house, `metres` away (a degree of latitude is ~111,195 m). */
const north = (metres: number) => ({ lat: HOUSE.lat + metres / 111_195, lng: HOUSE.lng });

describe('publicPointProblem', () => {
  it.each([
    ['the house itself', 0, /^The public point is 0 m from the house: move it at least 805 m \(half a mile\) away/],
    ['just inside half a mile', PUBLIC_POINT_MIN_OFFSET_M - 5, /move it at least 805 m/],
    ['just outside the mile circle', PUBLIC_POINT_MAX_OFFSET_M + 5, /^The public point is 1,614 m from the house: keep it within 1,609 m \(one mile\)/],
  ])('refuses %s', (_name, metres, message) => {
    expect(publicPointProblem(HOUSE, north(metres))).toMatch(message);
  });

  it.each([
    ['just past half a mile', PUBLIC_POINT_MIN_OFFSET_M + 5],
    ['just inside the mile circle', PUBLIC_POINT_MAX_OFFSET_M - 5],
  ])('accepts %s', (_name, metres) => {
    expect(publicPointProblem(HOUSE, north(metres))).toBeNull();
  });

  it('accepts the seeded public point, 963 m from the house', () => {
    const seeded = { lat: 21.4181, lng: -157.8071 };
    expect(Math.round(haversineMeters(HOUSE, seeded))).toBe(963);
    expect(publicPointProblem(HOUSE, seeded)).toBeNull();
  });
});

describe('propertyFactsSchema', () => {
  const facts = {
    title: 'Beach house',
    general_location: 'Kaneohe, Hawaii',
    description: 'On the bay.',
    bedrooms: 4,
    bathrooms: 3,
    max_guests: 10,
    square_feet: 2400,
    pets_allowed: false,
    smoking_allowed: false,
    exact_lat: HOUSE.lat,
    exact_lng: HOUSE.lng,
    approx_lat: 21.4181,
    approx_lng: -157.8071,
  };
  const errorsOf = (input: unknown) => {
    const result = propertyFactsSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };

  it('takes the facts as they are, and puts the public point’s problem on its latitude field', () => {
    expect(errorsOf(facts)).toEqual({});
    expect(errorsOf({ ...facts, approx_lat: HOUSE.lat, approx_lng: HOUSE.lng })).toEqual({ approx_lat: expect.stringMatching(/^The public point is 0 m from the house/) });
  });

  it('refuses half bathrooms only in halves, and 0,0 for the house', () => {
    expect(errorsOf({ ...facts, bathrooms: 2.5 })).toEqual({});
    expect(errorsOf({ ...facts, bathrooms: 2.25 })).toEqual({ bathrooms: 'Give the bathrooms in halves, such as 2 or 2.5' });
    expect(errorsOf({ ...facts, exact_lat: 0, exact_lng: 0 })).toEqual({ exact_lat: 'Give the house’s position (0, 0 is the ocean off Africa)' });
  });
});

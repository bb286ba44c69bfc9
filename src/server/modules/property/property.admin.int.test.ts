import { beforeAll, describe, expect, it } from 'vitest';
import type { AmenitiesAdmin, PropertyFacts } from '../../../shared/property/listing-admin.schemas';
import type { Attraction } from '../../../shared/property/property.schemas';
import { haversineMeters } from '../../../shared/property/public-point.rules';
import { browserLike } from '../../../test/http-harness';
import { callTrpc, useRenderingServerWithTeam, type Tab } from '../../../test/rendering-server';
import { METERS_PER_MILE } from './distance.logic';


const team = useRenderingServerWithTeam({ name: 'Kai Staff', email: 'kai@example.com' });
let base: string;
let owner: Tab;
let staff: Tab;
beforeAll(() => {
  ({ base, owner, staff } = team);
});

const call = <T,>(tab: Tab, procedure: string, input?: unknown) => callTrpc<T>(tab, `admin.property.${procedure}`, input);
const publicJson = async (pathname: string) => (await fetch(`${base}${pathname}`)).json();
/** The stay page as served, without the markers React leaves between text parts. */
const stayHtml = async () => (await (await fetch(`${base}/stay`)).text()).replaceAll('<!-- -->', '');

describe('Content → Property', () => {
  it('reads both points for the admin, and a save is on the stay page and the public API at the next request', async () => {
    const facts = (await call<PropertyFacts>(owner, 'facts')).data!;
    expect(facts).toMatchObject({ title: expect.any(String), square_feet: 2400, exact_lat: 21.4248, approx_lat: 21.4181 });
    expect(await stayHtml()).toContain('2,400 sq ft');

    const saved = await call<PropertyFacts>(staff, 'updateFacts', { ...facts, title: 'Hale Kai on the Bay', square_feet: 2650, bathrooms: 3.5, pets_allowed: true });
    expect(saved).toMatchObject({ status: 200, data: { title: 'Hale Kai on the Bay', square_feet: 2650, bathrooms: 3.5 } });
    const html = await stayHtml();
    expect(html).toContain('2,650 sq ft');
    expect(html).toContain('Hale Kai on the Bay');
    expect(await publicJson('/api/property/public')).toMatchObject({ title: 'Hale Kai on the Bay', square_feet: 2650, bathrooms: 3.5, pets_allowed: true, lat: 21.4181 });
  });

  it('refuses a public point too near the house, or outside the mile circle, with a message on it, and changes nothing', async () => {
    const before = (await call<PropertyFacts>(owner, 'facts')).data!;
    const tooNear = await call(owner, 'updateFacts', { ...before, title: 'Nobody sees this', approx_lat: before.exact_lat + 0.001, approx_lng: before.exact_lng });
    expect(tooNear.status).toBe(400);
    expect(tooNear.fieldErrors?.approx_lat?.[0]).toMatch(/^The public point is 111 m from the house: move it at least 805 m \(half a mile\) away/);
    const tooFar = await call(owner, 'updateFacts', { ...before, approx_lat: before.exact_lat + 0.02 });
    expect(tooFar.fieldErrors?.approx_lat?.[0]).toMatch(/keep it within 1,609 m \(one mile\)/);
    const nonsense = await call(owner, 'updateFacts', { ...before, bedrooms: 2.5, max_guests: 0, title: ' ' });
    expect(nonsense.fieldErrors).toEqual({
      title: ['Give the title'],
      bedrooms: ['Give the number of bedrooms as a whole number'],
      max_guests: ['The maximum number of guests must be at least 1'],
    });
    expect((await call<PropertyFacts>(owner, 'facts')).data).toEqual(before);
    expect(await stayHtml()).not.toContain('Nobody sees this');
  });

  it('is for the team only: a visitor gets 401', async () => {
    expect((await call(browserLike(base), 'facts')).status).toBe(401);
  });
});

describe('Content → Amenities', () => {
  const amenities = async () => (await call<AmenitiesAdmin>(owner, 'amenities')).data!;

  it('adds a category and an amenity that the public lists show at once, moves them, and renames the category with its amenities', async () => {
    const added = await call<AmenitiesAdmin>(staff, 'createCategory', { name: 'Water toys', description: 'For the bay.', icon: 'waves', color: '' });
    expect(added.status).toBe(200);
    const category = added.data!.categories.at(-1)!;
    expect(category).toMatchObject({ name: 'Water toys', description: 'For the bay.', icon: 'waves', color: null });

    const withAmenity = await call<AmenitiesAdmin>(staff, 'createAmenity', { name: 'Snorkel set for four', description: '', category: 'Water toys', featured: true });
    expect(withAmenity.data!.amenities.at(-1)).toMatchObject({ name: 'Snorkel set for four', description: null, category: 'Water toys', featured: true });
    expect(await publicJson('/api/amenities')).toContainEqual(expect.objectContaining({ name: 'Snorkel set for four', featured: true }));
    expect(await publicJson('/api/amenity-categories')).toContainEqual(expect.objectContaining({ name: 'Water toys', icon: 'waves' }));

    // Up one place: it swaps with the one before it, and the public order follows.
    const names = (list: { name: string }[]) => list.map((row) => row.name);
    const beforeMove = names((await amenities()).categories);
    const moved = await call<AmenitiesAdmin>(staff, 'moveCategory', { id: category.id, direction: 'up' });
    const expected = [...beforeMove];
    expected.splice(-2, 2, 'Water toys', beforeMove.at(-2)!);
    expect(names(moved.data!.categories)).toEqual(expected);
    expect(names(await publicJson('/api/amenity-categories'))).toEqual(expected);
    // At the top already: nothing moves.
    const first = moved.data!.categories[0]!;
    expect(names((await call<AmenitiesAdmin>(staff, 'moveCategory', { id: first.id, direction: 'up' })).data!.categories)).toEqual(expected);

    const renamed = await call<AmenitiesAdmin>(staff, 'updateCategory', { id: category.id, name: 'Ocean gear', description: '', icon: 'sun', color: '#0e7490' });
    expect(renamed.data!.amenities.find((row) => row.name === 'Snorkel set for four')?.category).toBe('Ocean gear');
    expect(renamed.data!.categories.find((row) => row.id === category.id)).toMatchObject({ name: 'Ocean gear', description: null, icon: 'sun', color: '#0e7490' });
  });

  it('refuses a taken name, an unknown category or icon with a message on the field, and changes nothing', async () => {
    const before = await amenities();
    const taken = await call(owner, 'createCategory', { name: before.categories[0]!.name.toUpperCase(), description: '', icon: 'sparkles', color: '' });
    expect(taken).toMatchObject({ status: 409, fieldErrors: { name: [`There is already a category named ${before.categories[0]!.name}`] } });
    expect((await call(owner, 'createCategory', { name: 'Extras', description: '', icon: 'rocket', color: 'red' })).fieldErrors).toEqual({
      icon: ['Choose one of the icons'],
      color: ['Give a colour as a hex code such as #8b5e34, or leave it empty'],
    });
    expect((await call(owner, 'createAmenity', { name: 'Hot tub', description: '', category: 'Spa', featured: false })).fieldErrors).toEqual({ category: ['Choose one of the categories'] });
    expect(await amenities()).toEqual(before);
  });

  it('lets only the owner delete: staff get 403 and the row stays; a category with amenities is kept until they go', async () => {
    const before = await amenities();
    const amenity = before.amenities.find((row) => row.name === 'Snorkel set for four')!;
    const category = before.categories.find((row) => row.name === 'Ocean gear')!;
    const refused = await call(staff, 'deleteAmenity', { id: amenity.id });
    expect(refused).toMatchObject({ status: 403, message: 'Only the owner can do this.' });
    expect((await call(staff, 'deleteCategory', { id: category.id })).status).toBe(403);
    expect(await amenities()).toEqual(before);

    const stillFull = await call(owner, 'deleteCategory', { id: category.id });
    expect(stillFull).toMatchObject({ status: 409, message: 'Ocean gear still has 1 amenity. Move it to another category or delete it first.' });
    expect((await call<AmenitiesAdmin>(owner, 'deleteAmenity', { id: amenity.id })).data!.amenities.map((row) => row.name)).not.toContain('Snorkel set for four');
    expect((await call<AmenitiesAdmin>(owner, 'deleteCategory', { id: category.id })).data!.categories.map((row) => row.name)).not.toContain('Ocean gear');
    expect(await publicJson('/api/amenities')).not.toContainEqual(expect.objectContaining({ name: 'Snorkel set for four' }));
  });
});

describe('Content → Nearby attractions', () => {
  const input = {
    name: 'He‘eia Fishpond',
    category: 'attraction',
    description: 'An 800-year-old Hawaiian fishpond.',
    detailed_description: '',
    lat: '21.4335',
    lng: '-157.8069',
    address: '46-077 Kamehameha Hwy, Kaneohe, HI 96744',
    color: 'teal',
    rating: 4.8,
    reviews_count: 312,
    hours: 'Tue–Sat 9 AM–3 PM',
    ticket_price: 'Free',
    tags: ['History', 'Culture'],
  };

  it('adds an attraction whose distance the server works out from the public point, never the house', async () => {
    const added = await call<Attraction[]>(staff, 'createAttraction', { ...input, distance: '0.1 miles' });
    expect(added.status).toBe(200);
    const listed = (await publicJson('/api/nearby-attractions')) as Attraction[];
    const pond = listed.find((row) => row.name === input.name)!;
    const facts = (await call<PropertyFacts>(owner, 'facts')).data!;
    const fromPublic = haversineMeters({ lat: facts.approx_lat, lng: facts.approx_lng }, { lat: 21.4335, lng: -157.8069 }) / METERS_PER_MILE;
    const fromHouse = haversineMeters({ lat: facts.exact_lat, lng: facts.exact_lng }, { lat: 21.4335, lng: -157.8069 }) / METERS_PER_MILE;
    expect(fromPublic.toFixed(1)).not.toBe(fromHouse.toFixed(1));
    expect(pond).toMatchObject({ ...input, lat: '21.433500', lng: '-157.806900', detailed_description: null, distance: `${fromPublic.toFixed(1)} miles`, image_url: null, gallery_images: [] });
  });

  it('edits every field, keeps the images as they were, and refuses bad input on each field without change', async () => {
    const before = (await call<Attraction[]>(owner, 'attractions')).data!;
    const pond = before.find((row) => row.name === input.name)!;
    const seeded = before.find((row) => row.name !== input.name)!;
    const refused = await call(staff, 'updateAttraction', { id: seeded.id, ...input, name: 'Changed', lat: '91', lng: 'east', rating: 6, color: 'url(javascript:x)', tags: [''] });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(['color', 'lat', 'lng', 'rating', 'tags']);
    expect((await call(staff, 'updateAttraction', { id: seeded.id, ...input })).fieldErrors).toEqual({ name: [`There is already an attraction named ${input.name}`] });
    expect((await call<Attraction[]>(owner, 'attractions')).data).toEqual(before);

    const edited = await call<Attraction[]>(staff, 'updateAttraction', { id: seeded.id, ...input, name: `${seeded.name} (renamed)`, rating: null, tags: [] });
    expect(edited.data!.find((row) => row.id === seeded.id)).toMatchObject({ name: `${seeded.name} (renamed)`, rating: null, tags: [], image_url: seeded.image_url, gallery_images: seeded.gallery_images });
    expect((await publicJson('/api/nearby-attractions')).map((row: Attraction) => row.name)).toContain(`${seeded.name} (renamed)`);

    expect((await call(staff, 'deleteAttraction', { id: pond.id })).status).toBe(403);
    expect((await call<Attraction[]>(owner, 'deleteAttraction', { id: pond.id })).data!.map((row) => row.name)).not.toContain(input.name);
    expect((await call(owner, 'deleteAttraction', { id: pond.id })).status).toBe(404);
  });
});

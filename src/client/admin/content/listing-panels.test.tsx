import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AmenitiesAdmin, PropertyFacts } from '../../../shared/property/listing-admin.schemas';
import type { Attraction } from '../../../shared/property/property.schemas';
import { renderWithTrpc } from '../../test/trpc-harness';
import { AmenitiesPanel } from './amenities-panel';
import { AttractionsPanel } from './attractions-panel';
import { PropertyFactsPanel } from './property-facts-panel';

const facts: PropertyFacts = {
  title: 'Kaneohe Bay Beach House',
  general_location: 'Kaneohe, Hawaii',
  description: 'On the bay.',
  bedrooms: 4,
  bathrooms: 3,
  max_guests: 10,
  square_feet: 2400,
  pets_allowed: false,
  smoking_allowed: false,
  exact_lat: 21.4248,
  exact_lng: -157.8012,
  approx_lat: 21.4181,
  approx_lng: -157.8071,
};

const lists: AmenitiesAdmin = {
  categories: [
    { id: 1, name: 'Kitchen', description: null, icon: 'chef-hat', color: null, sort_order: 1 },
    { id: 2, name: 'Outdoors', description: 'Lanai and lawn.', icon: 'sun', color: null, sort_order: 2 },
  ],
  amenities: Array.from({ length: 8 }, (_, index) => ({ id: index + 1, name: `Amenity ${index + 1}`, description: null, category: index < 4 ? 'Kitchen' : 'Outdoors', featured: index % 2 === 0 })),
};

const pond: Attraction = {
  id: 5,
  name: 'He‘eia Fishpond',
  category: 'attraction',
  description: 'An old fishpond.',
  detailed_description: null,
  lat: '21.433500',
  lng: '-157.806900',
  address: '',
  distance: '1.1 miles',
  color: null,
  rating: 4.8,
  reviews_count: 12,
  image_url: null,
  gallery_images: [],
  tags: ['History'],
  hours: null,
  ticket_price: null,
};

async function replace(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  const field = await screen.findByRole('textbox', { name });
  field.focus();
  await user.keyboard(`{Control>}a{/Control}${text}`);
}

describe('Content → Property', () => {
  it('says why a public point too near the house is refused, on its field, and saves the facts from the keyboard', async () => {
    const api = renderWithTrpc(<PropertyFactsPanel />, { 'admin.property.facts': () => facts, 'admin.property.updateFacts': (input) => input });
    const user = userEvent.setup();
    await replace(user, /^Square feet/, '2650');
    await replace(user, /^Public latitude/, '21.4250');
    await replace(user, /^Public longitude/, '-157.8012');
    screen.getByRole('button', { name: 'Save property' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText(/^The public point is 22 m from the house: move it at least 805 m \(half a mile\) away/);
    expect(screen.getByRole('textbox', { name: /^Public latitude/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.inputsOf('admin.property.updateFacts')).toEqual([]);

    await replace(user, /^Public latitude/, '21.4181');
    await replace(user, /^Public longitude/, '-157.8071');
    screen.getByRole('checkbox', { name: 'Pets allowed' }).focus();
    await user.keyboard(' ');
    screen.getByRole('button', { name: 'Save property' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.property.updateFacts')).toEqual([{ ...facts, square_feet: 2650, pets_allowed: true }]));
  });
});

describe('Content → Amenities', () => {
  it('names the six the home page shows, and adds an amenity from the keyboard', async () => {
    const api = renderWithTrpc(<AmenitiesPanel />, {
      'admin.property.amenities': () => lists,
      'admin.property.createAmenity': (input) => ({ ...lists, amenities: [...lists.amenities, { id: 9, ...input, description: input.description || null }] }),
    });
    const user = userEvent.setup();
    await screen.findByText(/the featured ones in this order\. Now: Amenity 1, Amenity 3, Amenity 5, Amenity 7\./);
    const amenityTable = screen.getByRole('grid', { name: "Amenities in the site's order" });
    expect(within(within(amenityTable).getByRole('row', { name: /Amenity 3/ })).getByText('Yes, card 2 of 4')).toBeTruthy();

    screen.getByRole('button', { name: 'Add amenity' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New amenity' });
    await user.keyboard('Outdoor shower');
    within(dialog).getByRole('checkbox', { name: 'Featured on the home page' }).focus();
    await user.keyboard(' ');
    within(dialog).getByRole('button', { name: 'Save amenity' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.property.createAmenity')).toEqual([{ name: 'Outdoor shower', description: '', category: 'Kitchen', featured: true }]));
    await screen.findByText(/Now: Amenity 1, Amenity 3, Amenity 5, Amenity 7, Outdoor shower\./);
  });

  it('moves a category by keyboard, and shows staff no Delete', async () => {
    const api = renderWithTrpc(<AmenitiesPanel />, { 'admin.property.amenities': () => lists, 'admin.property.moveCategory': () => lists }, { role: 'staff' });
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: "Amenity categories in the site's order" });
    const kitchen = within(grid).getByRole('rowheader', { name: 'Kitchen' }).closest('tr')!;
    kitchen.focus();
    // Category, Icon, Description, Amenities, then the Actions cell's buttons: Edit, (Up, disabled at the top), Down.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(kitchen).getByRole('button', { name: 'Edit category Kitchen' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(kitchen).getByRole('button', { name: 'Move category Kitchen down' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.property.moveCategory')).toEqual([{ id: 1, direction: 'down' }]));
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});

describe('Content → Nearby attractions', () => {
  it('adds an attraction with every typed field, tags split at commas, and lets the owner delete after asking', async () => {
    const api = renderWithTrpc(<AttractionsPanel />, {
      'admin.property.attractions': () => [pond],
      'admin.property.createAttraction': () => [pond],
      'admin.property.deleteAttraction': () => [],
    });
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Add attraction' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New attraction' });
    await user.keyboard('Kualoa Ranch');
    await replace(user, /^Description/, 'Valley tours.');
    await replace(user, /^Latitude/, '21.5209');
    await replace(user, /^Longitude/, '-157.8370');
    await replace(user, /^Rating/, '4.6');
    await replace(user, /^Tags/, 'Tours, Movies ,');
    within(dialog).getByRole('button', { name: 'Save attraction' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.inputsOf('admin.property.createAttraction')).toEqual([
        expect.objectContaining({ name: 'Kualoa Ranch', category: 'attraction', lat: '21.5209', lng: '-157.8370', rating: 4.6, reviews_count: 0, tags: ['Tours', 'Movies'] }),
      ]),
    );

    const grid = screen.getByRole('grid', { name: 'Nearby attractions' });
    const row = within(grid).getByRole('rowheader', { name: pond.name }).closest('tr')!;
    row.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: `Delete attraction ${pond.name}` }));
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: `Delete ${pond.name}?` });
    within(confirm).getByRole('button', { name: 'Delete attraction' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.property.deleteAttraction')).toEqual([{ id: 5 }]));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AmenitiesAdmin } from '../../../shared/property/listing-admin.schemas';
import { renderWithTrpc } from '../../test/trpc-harness';
import { AmenitiesPanel } from './amenities-panel';

const lists: AmenitiesAdmin = {
  categories: [
    { id: 1, name: 'Kitchen', description: null, icon: 'chef-hat', color: null, sort_order: 1 },
    { id: 2, name: 'Outdoors', description: 'Lanai and lawn.', icon: 'sun', color: null, sort_order: 2 },
  ],
  amenities: Array.from({ length: 8 }, (_, index) => ({ id: index + 1, name: `Amenity ${index + 1}`, description: null, category: index < 4 ? 'Kitchen' : 'Outdoors', featured: index % 2 === 0 })),
};

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

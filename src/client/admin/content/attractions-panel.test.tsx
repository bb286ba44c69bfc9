import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Attraction } from '../../../shared/property/property.schemas';
import { renderWithTrpc } from '../../test/trpc-harness';
import { AttractionsPanel } from './attractions-panel';

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
  images: [],
  tags: ['History'],
  hours: null,
  ticket_price: null,
};

async function replace(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  const field = await screen.findByRole('textbox', { name });
  field.focus();
  await user.keyboard(`{Control>}a{/Control}${text}`);
}

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
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: `Delete attraction ${pond.name}` }));
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: `Delete ${pond.name}?` });
    within(confirm).getByRole('button', { name: 'Delete attraction' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.property.deleteAttraction')).toEqual([{ id: 5 }]));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PropertyFacts } from '../../../shared/property/listing-admin.schemas';
import { renderWithTrpc } from '../../test/trpc-harness';
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

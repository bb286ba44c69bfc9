import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocationText } from './location-text';
import { attractionFixture } from './location-test-kit';

describe('LocationText (spec §2 text column)', () => {
  it('always shows the place, the Perfect Location card with four points and the explore link', () => {
    render(<LocationText attractions={[]} isLoading={false} isError={false} onSelectAttraction={() => undefined} />);
    screen.getByRole('heading', { name: 'Kaneohe, Hawaii' });
    screen.getByRole('heading', { name: 'Perfect Location' });
    const card = screen.getByRole('heading', { name: 'Perfect Location' }).parentElement as HTMLElement;
    expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Explore the area' }).getAttribute('href')).toBe('/experiences');
  });

  it('shows placeholders while attractions load', () => {
    render(<LocationText attractions={undefined} isLoading isError={false} onSelectAttraction={() => undefined} />);
    screen.getByRole('status', { name: 'Loading nearby attractions' });
    expect(screen.queryByText('No nearby attractions configured')).toBeNull();
  });

  it('says none are configured when the list is empty', () => {
    render(<LocationText attractions={[]} isLoading={false} isError={false} onSelectAttraction={() => undefined} />);
    screen.getByRole('heading', { name: 'Nearby Attractions' });
    screen.getByText('No nearby attractions configured');
    expect(screen.queryByRole('list', { name: 'Nearby Attractions' })).toBeNull();
  });

  it('lists each attraction as a button with its name and distance, N/A when unknown, and opens the one pressed', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const beach = attractionFixture();
    const temple = attractionFixture({ id: 2, name: 'Byodo-In Temple', category: 'attraction', distance: null });
    const museum = attractionFixture({ id: 3, name: 'Hawaii Plantation Village', category: 'museum', distance: '21 miles' });
    render(<LocationText attractions={[beach, temple, museum]} isLoading={false} isError={false} onSelectAttraction={onSelect} />);

    const list = screen.getByRole('list', { name: 'Nearby Attractions' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Kailua Beach Park5.1 miles', 'Byodo-In TempleN/A', 'Hawaii Plantation Village21 miles']);
    // Category icons: the known ones get their own, any other the default.
    expect(buttons.map((button) => button.querySelector('svg')?.getAttribute('data-icon'))).toEqual(['beach', 'attraction', 'default']);

    await user.click(screen.getByRole('button', { name: /Byodo-In Temple/ }));
    expect(onSelect).toHaveBeenCalledWith(temple);
    screen.getByRole('button', { name: /Kailua Beach Park/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(beach);
  });
});

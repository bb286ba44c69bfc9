import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Amenity, AmenityCategory } from '../../../shared/property/property.schemas';
import { AmenitiesView } from './amenities-section';

let nextId = 1;
function amenity(name: string, category: string, overrides: Partial<Amenity> = {}): Amenity {
  return { id: nextId++, name, description: `About ${name}`, category, featured: false, ...overrides };
}
function category(name: string, sortOrder: number, overrides: Partial<AmenityCategory> = {}): AmenityCategory {
  return { id: nextId++, name, description: `${name} for everyone`, icon: null, color: null, sort_order: sortOrder, ...overrides };
}

const categories = [
  category('Outdoor Living', 3, { icon: 'sun' }),
  category('Beach & Water', 1, { icon: 'waves' }),
  category('Kitchen & Dining', 2, { description: null, icon: 'chef-hat' }),
  category('Safety & Essentials', 4, { description: '' }),
  category('Spa', 0),
];
const amenities = [
  amenity('Gas grill', 'Outdoor Living'),
  amenity('Ocean kayaks', 'Beach & Water', { featured: true }),
  amenity('Range', 'Kitchen & Dining', { description: null }),
  amenity('Hammocks', 'Outdoor Living', { featured: true }),
  amenity('First aid kit', 'Safety & Essentials'),
  amenity('Paddleboard', 'Beach & Water'),
  amenity('Rice cooker', 'Kitchen & Dining'),
];

const ready = (list = amenities, cats = categories) => ({ status: 'ready' as const, amenities: list, categories: cats });
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Highlighted amenities' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('AmenitiesView states', () => {
  it('shows six placeholder tiles while loading', () => {
    render(<AmenitiesView state={{ status: 'loading' }} />);
    const status = screen.getByRole('status', { name: 'Loading amenities' });
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(6);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says so when no amenities are configured, with no button', () => {
    render(<AmenitiesView state={ready([], categories)} />);
    screen.getByRole('heading', { level: 2, name: 'What this place offers' });
    screen.getByText('Everything you need for the perfect tropical getaway');
    screen.getByText('No amenities configured yet.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Try Again after a failure, which reloads', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<AmenitiesView state={{ status: 'error' }} onRetry={onRetry} />);
    screen.getByRole('heading', { level: 2, name: 'What this place offers' });
    screen.getByText('Everything you need for the perfect tropical getaway');
    screen.getByText('Unable to load amenities at this time.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the loaded texts, the featured amenities and the total count', () => {
    const { container } = render(<AmenitiesView state={ready()} />);
    expect(container.querySelector('section#amenities')).not.toBeNull();
    screen.getByText('BEACH HOUSE AMENITIES');
    screen.getByRole('heading', { level: 2, name: 'Beach House Accommodations' });
    screen.getByText('Every detail thoughtfully curated for an exceptional experience');
    expect(cardNames()).toEqual(['Ocean kayaks', 'Hammocks']);
    screen.getByText('About Ocean kayaks');
    screen.getByRole('button', { name: 'View Complete Amenities (7)' });
  });

  it('shows the first six in returned order when none is featured, with the description fallback', () => {
    const plain = Array.from({ length: 8 }, (_, index) =>
      amenity(`Thing ${index + 1}`, 'Outdoor Living', index === 1 ? { description: null } : {}),
    );
    render(<AmenitiesView state={ready(plain)} />);
    expect(cardNames()).toEqual(['Thing 1', 'Thing 2', 'Thing 3', 'Thing 4', 'Thing 5', 'Thing 6']);
    screen.getByText('Premium Thing 2 for your stay');
    screen.getByRole('button', { name: 'View Complete Amenities (8)' });
  });
});

describe('Complete Amenities Collection dialog', () => {
  it('groups amenities under their categories by sort_order, with fallback texts and Featured badges', async () => {
    const user = userEvent.setup();
    render(<AmenitiesView state={ready()} />);
    const opener = screen.getByRole('button', { name: 'View Complete Amenities (7)' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Complete Amenities Collection' });
    within(dialog).getByText('Every premium detail and luxury service designed to exceed your expectations');

    const blocks = within(dialog).getAllByRole('region');
    expect(blocks.map((block) => within(block).getByRole('heading').textContent)).toEqual([
      'Beach & Water',
      'Kitchen & Dining',
      'Outdoor Living',
      'Safety & Essentials',
    ]);
    const [beach, kitchen, outdoor, safety] = blocks;
    within(beach!).getByText('Beach & Water for everyone');
    within(kitchen!).getByText('Everything you need for kitchen & dining');
    within(safety!).getByText('Premium Safety & Essentials amenities for your stay');
    within(kitchen!).getByText('Premium Range for your stay');
    expect(within(outdoor!).getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual(['Gas grill', 'HammocksFeatured']);

    expect(beach!.querySelector('svg')!.getAttribute('data-icon')).toBe('waves');
    expect(safety!.querySelector('svg')!.getAttribute('data-icon')).toBe('sparkles');

    expect(within(dialog).getAllByText('Featured')).toHaveLength(2);
    const kayaks = within(beach!).getByText('Ocean kayaks').closest('li')!;
    within(kayaks).getByText('Featured');
    const paddle = within(beach!).getByText('Paddleboard').closest('li')!;
    expect(within(paddle).queryByText('Featured')).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Spa' })).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows no category blocks when the categories could not be loaded', async () => {
    const user = userEvent.setup();
    render(<AmenitiesView state={ready(amenities, [])} />);
    expect(cardNames()).toEqual(['Ocean kayaks', 'Hammocks']);
    await user.click(screen.getByRole('button', { name: 'View Complete Amenities (7)' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete Amenities Collection' });
    expect(within(dialog).queryAllByRole('region')).toHaveLength(0);
    expect(within(dialog).queryByText('Ocean kayaks')).toBeNull();
  });
});

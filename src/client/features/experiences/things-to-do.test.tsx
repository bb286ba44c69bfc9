import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { Attraction } from '../../../shared/property/property.schemas';
import { ThingsToDoView } from './things-to-do';

function attraction(id: number, name: string, category: string, distance: string | null): Attraction {
  return {
    id,
    name,
    category,
    description: `About ${name}.`,
    detailed_description: null,
    lat: '21.4',
    lng: '-157.8',
    address: '',
    distance,
    color: null,
    rating: null,
    reviews_count: 0,
    image_url: null,
    gallery_images: [],
    images: [],
    tags: [],
    hours: null,
    ticket_price: null,
  };
}

const noop = () => undefined;

it('shows each category with cards of name, distance and description', () => {
  render(
    <ThingsToDoView
      isLoading={false}
      isError={false}
      onRetry={noop}
      attractions={[
        attraction(1, 'Byodo-In Temple', 'attraction', '2.0 miles'),
        attraction(2, 'Kailua Beach Park', 'beach', '5.1 miles'),
        attraction(3, 'Lanikai Beach', 'beach', null),
      ]}
    />,
  );
  const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(headings).toEqual(['Beaches', 'Sights & Activities']);
  const beaches = screen.getByRole('region', { name: 'Beaches' });
  const cards = within(beaches).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual(['Kailua Beach Park', 'Lanikai Beach']);
  expect(cards[0]?.textContent).toContain('5.1 miles from the house');
  expect(cards[0]?.textContent).toContain('About Kailua Beach Park.');
  expect(cards[1]?.textContent).toContain('Distance not listed');
});

it('shows placeholders while loading', () => {
  render(<ThingsToDoView isLoading isError={false} onRetry={noop} attractions={[]} />);
  screen.getByRole('status', { name: 'Loading things to do' });
});

it('offers Try Again when the list cannot load', async () => {
  const onRetry = vi.fn();
  render(<ThingsToDoView isLoading={false} isError onRetry={onRetry} attractions={[]} />);
  screen.getByText('Unable to load things to do right now.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('says so when there are no attractions', () => {
  render(<ThingsToDoView isLoading={false} isError={false} onRetry={noop} attractions={[]} />);
  screen.getByText('No nearby attractions configured');
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_STATE_KEY } from '../../lib/booking-state-key';
import { MobileBookingBar } from './mobile-booking-bar';
import { defaultHandlers, freezeClock, propertyFixture, renderBooking, trpcError, unmarkedTaxQuoteFixture } from './booking-test-kit';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const bar = () => screen.getByRole('region', { name: 'Booking summary' });
const photo = {
  id: 1,
  url: '/photos/lanai-960.webp',
  alt: 'Covered lanai facing Kaneohe Bay',
  is_featured: true,
  sort_order: 1,
  width: 960,
  height: 640,
  srcset: { avif: '', webp: '' },
  placeholder: null,
};

function seedForm(state: { checkIn: string; checkOut: string; guests: string }) {
  sessionStorage.setItem(BOOKING_STATE_KEY, JSON.stringify(state));
}

describe('MobileBookingBar (spec §2, §9)', () => {
  it("falls back to '450' a night and a '950' total before anything loads", () => {
    renderBooking(<MobileBookingBar />, { handlers: defaultHandlers({ 'property.public': () => new Promise(() => undefined) }) });
    within(bar()).getByText('$450.00');
    within(bar()).getByRole('button', { name: 'Total $950.00' });
    within(bar()).getByText('Add dates · 2 guests');
    within(bar()).getByText('+fees');
  });

  it('links Reserve to the booking form', () => {
    renderBooking(<MobileBookingBar />);
    expect(within(bar()).getByRole('link', { name: 'Reserve' }).getAttribute('href')).toBe('/booking#booking-form');
  });

  it('shows the quote, the rating and the stay once there are dates', async () => {
    freezeClock();
    seedForm({ checkIn: '2026-06-12', checkOut: '2026-06-15', guests: '4' });
    renderBooking(<MobileBookingBar />);
    await within(bar()).findByRole('button', { name: 'Total $1,992.68' });
    within(bar()).getByText('3 nights · 4 guests');
    within(bar()).getByText(/4\.9 · 12 reviews/);
    within(bar()).getByText('$500.00');
  });

  it('asks for a price as soon as both dates and guests are there, and never retries', async () => {
    freezeClock();
    // Reversed dates: the widget would not ask, the bar does.
    seedForm({ checkIn: '2026-06-15', checkOut: '2026-06-12', guests: '2' });
    const { calls } = renderBooking(<MobileBookingBar />, {
      handlers: defaultHandlers({
        'quote.get': () => {
          throw trpcError(503, 'Busy');
        },
      }),
    });
    await waitFor(() => expect(calls.filter((call) => call.path === 'quote.get')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(calls.filter((call) => call.path === 'quote.get')).toHaveLength(1);
    within(bar()).getByRole('button', { name: 'Total $950.00' });
  });

  it("opens 'Pricing Details' with the house, the stay and the complete breakdown", async () => {
    freezeClock();
    seedForm({ checkIn: '2026-06-12', checkOut: '2026-06-15', guests: '4' });
    const user = userEvent.setup({ delay: null });
    const { location } = renderBooking(<MobileBookingBar />, {
      handlers: defaultHandlers({ 'property.public': () => propertyFixture({ photos: [photo] }) }),
    });
    await user.click(await within(bar()).findByRole('button', { name: 'Total $1,992.68' }));
    const sheet = await screen.findByRole('dialog', { name: 'Pricing Details' });
    expect(within(sheet).getByRole('img', { name: 'Covered lanai facing Kaneohe Bay' }).getAttribute('src')).toBe('/photos/lanai-960.webp');
    within(sheet).getByText('Kaneohe Bay Oceanfront Beach House');
    within(sheet).getByText('Kaneohe, Hawaii');
    within(sheet).getByText(/4\.9 · 12 reviews/);

    const stay = within(sheet).getByRole('region', { name: 'Your Stay' });
    const pairs = (root: HTMLElement) => within(root).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs(stay)).toEqual(['Check-in: Jun 12, 2026', 'Check-out: Jun 15, 2026', 'Guests: 4', 'Nights: 3']);

    const price = within(sheet).getByRole('region', { name: 'Price breakdown' });
    expect(pairs(price)).toEqual([
      '$500.00 x 3 nights: $1,500.00',
      'Weekly discount: -150.00',
      'Cleaning fee: $300.00',
      'Taxes: $342.68',
      'Total: $1,992.68',
    ]);
    within(sheet).getByText('Apple Pay & Google Pay available at checkout');

    await user.click(within(sheet).getByRole('button', { name: 'Reserve Now' }));
    expect(location.history.at(-1)).toBe('/booking#booking-form');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pricing Details' })).toBeNull());
  });

  it("shows every tax as one 'Taxes' line with their sum, as the desktop breakdown does (spec §5)", async () => {
    freezeClock();
    seedForm({ checkIn: '2026-06-12', checkOut: '2026-06-15', guests: '4' });
    const user = userEvent.setup({ delay: null });
    renderBooking(<MobileBookingBar />);
    await user.click(await within(bar()).findByRole('button', { name: 'Total $1,992.68' }));
    const price = within(await screen.findByRole('dialog', { name: 'Pricing Details' })).getByRole('region', { name: 'Price breakdown' });
    const taxes = within(price).getAllByText('Taxes');
    expect(taxes).toHaveLength(1);
    // 181.50 + 49.50 + 111.68
    expect(taxes[0]?.nextElementSibling?.textContent).toBe('$342.68');
    expect(within(price).queryByText(/TAT|GET|County/)).toBeNull();
  });

  it("merges tax lines without the mark by their labels too, and keeps 'GET-away package' apart", async () => {
    freezeClock();
    seedForm({ checkIn: '2026-06-12', checkOut: '2026-06-15', guests: '4' });
    const user = userEvent.setup({ delay: null });
    renderBooking(<MobileBookingBar />, {
      handlers: defaultHandlers({ 'quote.get': ({ start, end, guests }) => unmarkedTaxQuoteFixture(start, end, Number(guests)) }),
    });
    await user.click(await within(bar()).findByRole('button', { name: 'Total $2,012.68' }));
    const price = within(await screen.findByRole('dialog', { name: 'Pricing Details' })).getByRole('region', { name: 'Price breakdown' });
    expect(within(price).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      '$500.00 x 3 nights: $1,500.00',
      'Weekly discount: -150.00',
      'Cleaning fee: $300.00',
      'Taxes: $342.68',
      'GET-away package: $20.00',
      'Total: $2,012.68',
    ]);
  });

  it('says the stay is not chosen yet in the sheet without dates', async () => {
    const user = userEvent.setup({ delay: null });
    renderBooking(<MobileBookingBar />);
    await screen.findByText(/4\.9 · 12 reviews/);
    await user.click(within(bar()).getByRole('button', { name: 'Total $950.00' }));
    const sheet = await screen.findByRole('dialog', { name: 'Pricing Details' });
    expect(within(sheet).getAllByText('Not selected')).toHaveLength(2);
    within(sheet).getByText('Add your dates for the exact price.');
  });

  it('blurs more as the page scrolls, up to 300 px', async () => {
    renderBooking(<MobileBookingBar />);
    const scrollTo = async (y: number) => {
      window.scrollY = y;
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      });
    };
    try {
      await scrollTo(0);
      expect(bar().dataset.blurProgress).toBe('0.00');
      await scrollTo(150);
      expect(bar().dataset.blurProgress).toBe('0.50');
      await scrollTo(300);
      expect(bar().dataset.blurProgress).toBe('1.00');
      await scrollTo(900);
      expect(bar().dataset.blurProgress).toBe('1.00');
    } finally {
      window.scrollY = 0;
    }
  });
});

describe('MobileBookingBar: seasonal minimum stays (the widget\'s rule, from availability)', () => {
  const withSeason = defaultHandlers({
    'availability.merged': ({ start, end }: { start: string; end: string }) => ({
      start,
      end,
      availability: { blocked_dates: [] },
      minimumStay: { defaultNights: 1, seasons: [{ start: '2026-06-01', end: '2026-06-30', nights: 4 }] },
    }),
  });

  it("says 'Minimum stay is 4 nights' for a shorter stay, without asking for a price", async () => {
    freezeClock();
    seedForm({ checkIn: '2026-06-12', checkOut: '2026-06-15', guests: '2' });
    const { calls } = renderBooking(<MobileBookingBar />, { handlers: withSeason });
    await within(bar()).findByText('Minimum stay is 4 nights');
    within(bar()).getByText('3 nights · 2 guests');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(calls.some((call) => call.path === 'quote.get')).toBe(false);
    within(bar()).getByRole('button', { name: 'Total $950.00' });
  });

  it('prices a stay that meets the season’s minimum, once it knows the minimum', async () => {
    freezeClock();
    seedForm({ checkIn: '2026-06-12', checkOut: '2026-06-16', guests: '2' });
    const { calls } = renderBooking(<MobileBookingBar />, { handlers: withSeason });
    await within(bar()).findByRole('button', { name: 'Total $1,992.68' });
    expect(within(bar()).queryByText('Minimum stay is 4 nights')).toBeNull();
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('availability.merged')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('availability.merged')).toBeLessThan(paths.indexOf('quote.get'));
    expect(calls.filter((call) => call.path === 'quote.get').at(-1)?.input).toEqual({ start: '2026-06-12', end: '2026-06-16', guests: 2 });
  });
});

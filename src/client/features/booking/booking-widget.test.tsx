import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '../../../shared/quote/quote.schemas';
import { BOOKING_STATE_KEY } from '../../lib/booking-state-key';
import { toastQueue } from '../../ui/toast';
import { BookingWidget } from './booking-widget';
import { defaultHandlers, freezeClock, propertyFixture, quoteFixture, renderBooking, trpcError, unmarkedTaxQuoteFixture } from './booking-test-kit';

beforeEach(() => {
  toastQueue.clear();
  sessionStorage.clear();
  localStorage.clear();
});

const datesButton = () => screen.getByRole('button', { name: /^Dates/, hidden: true });
const reserveButton = () => screen.getByRole('button', { name: /^(Reserve|Processing\.\.\.)$/ });
const day = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}, 2026`) });

async function pickStay(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  await user.click(datesButton());
  await user.click(day(from));
  await user.click(day(to));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose your dates' })).toBeNull());
}

function seedForm(state: { checkIn: string; checkOut: string; guests: string }) {
  sessionStorage.setItem(BOOKING_STATE_KEY, JSON.stringify(state));
}

describe('BookingWidget: property (spec §2)', () => {
  it('shows a spinner while the property loads, then the price per night and the rating', async () => {
    renderBooking(<BookingWidget />);
    screen.getByRole('status', { name: 'Loading booking details' });
    await screen.findByText('$500.00');
    screen.getByText(/4\.9 · 12 reviews/);
    screen.getByText("You won't be charged yet");
  });

  it("says 'Not yet rated' without reviews", async () => {
    renderBooking(<BookingWidget />, { handlers: defaultHandlers({ 'property.public': () => propertyFixture({ rating: null, review_count: 0 }) }) });
    await screen.findByText('Not yet rated');
  });

  it('offers Refresh Page when the property cannot be loaded', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      const user = userEvent.setup({ delay: null });
      renderBooking(<BookingWidget />, {
        handlers: defaultHandlers({
          'property.public': () => {
            throw trpcError(500);
          },
        }),
      });
      await screen.findByText('Unable to load property information');
      await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('BookingWidget: reserve (spec §4)', () => {
  it('keeps Reserve disabled until both dates are chosen, then prices the stay', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    const { calls } = renderBooking(<BookingWidget />);
    await screen.findByText('$500.00');
    expect(reserveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Total before taxes' })).toBeNull();

    await pickStay(user, 'June 12', 'June 15');
    await screen.findByRole('button', { name: 'Total before taxes' });
    expect(calls.filter((call) => call.path === 'quote.get').at(-1)?.input).toEqual({ start: '2026-06-12', end: '2026-06-15', guests: 2 });
    expect(reserveButton().hasAttribute('disabled')).toBe(false);
    // Total 1992.68 less taxes 342.68.
    screen.getByText('$1,650.00');
  });

  it('keeps Reserve disabled while the quote loads', async () => {
    freezeClock();
    const pending: ((value: Quote) => void)[] = [];
    const user = userEvent.setup({ delay: null });
    renderBooking(<BookingWidget />, { handlers: defaultHandlers({ 'quote.get': () => new Promise((resolve) => pending.push(resolve)) }) });
    await screen.findByText('$500.00');
    await pickStay(user, 'June 12', 'June 15');
    screen.getByRole('status', { name: 'Calculating price' });
    expect(reserveButton().hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]!(quoteFixture('2026-06-12', '2026-06-15')));
    await waitFor(() => expect(reserveButton().hasAttribute('disabled')).toBe(false));
  });

  it('saves the draft to session storage and goes to /booking/details', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    const { location } = renderBooking(<BookingWidget />);
    await screen.findByText('$500.00');
    await pickStay(user, 'June 12', 'June 15');
    await user.click(screen.getByRole('button', { name: /^Guests/ }));
    await user.click(screen.getByRole('button', { name: 'Increase Adults' }));
    await user.keyboard('{Escape}');
    await waitFor(() => screen.getByRole('button', { name: 'Total before taxes' }));
    await waitFor(() => expect(reserveButton().hasAttribute('disabled')).toBe(false));

    await user.click(reserveButton());
    expect(location.history.at(-1)).toBe('/booking/details');
    const draft = JSON.parse(sessionStorage.getItem('pendingBooking')!);
    expect(draft).toEqual({
      bookingId: `booking-${Date.now()}`,
      checkIn: '2026-06-12',
      checkOut: '2026-06-15',
      guests: 3,
      total: '1992.68',
      currency: 'USD',
      nights: 3,
      nightlyRate: '500.00',
      breakdown: quoteFixture('2026-06-12', '2026-06-15').breakdown,
    });
  });

  it("says 'Booking Error' when the draft cannot be saved, and stays", async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    const { location } = renderBooking(<BookingWidget />);
    await screen.findByText('$500.00');
    await pickStay(user, 'June 12', 'June 15');
    await waitFor(() => expect(reserveButton().hasAttribute('disabled')).toBe(false));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await user.click(reserveButton());
    } finally {
      setItem.mockRestore();
    }
    const toast = await screen.findByText('Booking Error');
    expect(toast.parentElement?.textContent).toContain('An error occurred while processing your booking. Please try again.');
    expect(location.history.at(-1)).toBe('/booking');
    expect(reserveButton().textContent).toBe('Reserve');
  });
});

describe('BookingWidget: quote failures (spec §8)', () => {
  it('shows the failure, announces it, and Reserve then asks for pricing', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    const { location } = renderBooking(<BookingWidget />, {
      handlers: defaultHandlers({
        'quote.get': () => {
          throw trpcError(409, 'Some of those nights are already booked. Please choose different dates.');
        },
      }),
    });
    await screen.findByText('$500.00');
    await pickStay(user, 'June 12', 'June 15');
    await screen.findByText('Unable to calculate pricing');
    screen.getByText('Dates may not be available');
    screen.getByText('Pricing unavailable for selected dates. Please choose different dates.');

    await user.click(reserveButton());
    const toast = await screen.findByText('Pricing Error');
    expect(toast.parentElement?.textContent).toContain('Unable to calculate pricing. Please try again.');
    expect(location.history.at(-1)).toBe('/booking');
    expect(sessionStorage.getItem('pendingBooking')).toBeNull();
  });

  it("says 'Service temporarily unavailable' for a 404, and Retry reloads", async () => {
    freezeClock();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      const user = userEvent.setup({ delay: null });
      renderBooking(<BookingWidget />, {
        handlers: defaultHandlers({
          'quote.get': () => {
            throw trpcError(404, 'Not found');
          },
        }),
      });
      await screen.findByText('$500.00');
      await pickStay(user, 'June 12', 'June 15');
      await screen.findByText('Service temporarily unavailable');
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('retries a failed quote after a second', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    renderBooking(<BookingWidget />, {
      handlers: defaultHandlers({
        'quote.get': ({ start, end }: { start: string; end: string }) => {
          attempts += 1;
          if (attempts === 1) throw trpcError(503, 'Busy');
          return quoteFixture(start, end);
        },
      }),
    });
    await screen.findByText('$500.00');
    await pickStay(user, 'June 12', 'June 15');
    await screen.findByRole('button', { name: 'Total before taxes' });
    expect(attempts).toBe(2);
    expect(screen.queryByText('Unable to calculate pricing')).toBeNull();
  });
});

describe('BookingWidget: errors on submit (spec §4, §8)', () => {
  it('lists the errors, announces them and focuses the dates; a summary link focuses its field', async () => {
    freezeClock();
    seedForm({ checkIn: '2026-06-15', checkOut: '2026-06-12', guests: '2' });
    const user = userEvent.setup({ delay: null });
    const { calls, location } = renderBooking(<BookingWidget />);
    await screen.findByText('$500.00');
    expect(datesButton().textContent).toContain('Jun 15 - Jun 12, 2026');
    // Reversed dates are not valid, so no price is asked for.
    expect(calls.some((call) => call.path === 'quote.get')).toBe(false);

    await user.click(reserveButton());
    screen.getByText('Please fix the errors in the form before submitting.');
    const summary = screen.getByRole('group', { name: 'Please correct the following errors:' });
    const link = within(summary).getByRole('link', { name: 'Check-out date must be after check-in date' });
    expect(document.activeElement).toBe(datesButton());
    screen.getByText('Please select valid check-in and check-out dates');
    expect(location.history.at(-1)).toBe('/booking');

    reserveButton().focus();
    await user.click(link);
    expect(document.activeElement).toBe(datesButton());
  });

  it('links a guests error to the guests control', async () => {
    freezeClock();
    seedForm({ checkIn: '2026-06-12', checkOut: '2026-06-15', guests: '' });
    const user = userEvent.setup({ delay: null });
    renderBooking(<BookingWidget />);
    await screen.findByText('$500.00');
    await user.click(reserveButton());
    const summary = screen.getByRole('group', { name: 'Please correct the following errors:' });
    await user.click(within(summary).getByRole('link', { name: 'Number of guests is required' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Guests/ }));
    screen.getByText('Please select at least 1 guest');
  });

  it('takes the summary away once the dates are fixed', async () => {
    freezeClock();
    seedForm({ checkIn: '2026-06-15', checkOut: '2026-06-12', guests: '2' });
    const user = userEvent.setup({ delay: null });
    renderBooking(<BookingWidget />);
    await screen.findByText('$500.00');
    await user.click(reserveButton());
    screen.getByRole('group', { name: 'Please correct the following errors:' });
    await pickStay(user, 'June 20', 'June 22');
    expect(screen.queryByRole('group', { name: 'Please correct the following errors:' })).toBeNull();
    expect(screen.queryByText('Please select valid check-in and check-out dates')).toBeNull();
  });
});


/** The open 'Price details' sheet's lines as "label amount", in order. */
function priceDetailRows(sheet: HTMLElement): string[] {
  return within(sheet)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
}

describe('BookingWidget: price details and availability', () => {
  it("merges tax lines without the mark by their labels (TAT, GET, County Tax), and keeps 'GET-away package' apart", async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    renderBooking(<BookingWidget />, {
      handlers: defaultHandlers({ 'quote.get': ({ start, end, guests }) => unmarkedTaxQuoteFixture(start, end, Number(guests)) }),
    });
    await screen.findByText('$500.00');
    await pickStay(user, 'June 12', 'June 15');
    await user.click(await screen.findByRole('button', { name: 'Total before taxes' }));
    const sheet = screen.getByRole('dialog', { name: 'Price details' });
    const rows = priceDetailRows(sheet);
    expect(rows).toEqual([
      '$500.00 x 3 nights $1,500.00',
      'Weekly discount -150.00',
      'Cleaning fee $300.00',
      'Taxes $342.68',
      'GET-away package $20.00',
      'Total $2,012.68',
    ]);
  });

  it("opens 'Price details' with every tax merged into one 'Taxes' line", async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    renderBooking(<BookingWidget />);
    await screen.findByText('$500.00');
    await pickStay(user, 'June 12', 'June 15');
    await user.click(await screen.findByRole('button', { name: 'Total before taxes' }));
    const sheet = screen.getByRole('dialog', { name: 'Price details' });
    const rows = priceDetailRows(sheet);
    expect(rows).toEqual([
      '$500.00 x 3 nights $1,500.00',
      'Weekly discount -150.00',
      'Cleaning fee $300.00',
      'Taxes $342.68',
      'Total $1,992.68',
    ]);
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Price details' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Total before taxes' })));
  });

  it('reads availability only while the calendar is open, from the first of last month to six months on', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    const { calls } = renderBooking(<BookingWidget />, {
      handlers: defaultHandlers({
        'availability.merged': ({ start, end }) => ({
          start,
          end,
          minimumStay: { defaultNights: 1, seasons: [] },
          availability: { blocked_dates: [{ date: '2026-06-18' }, { date: '2026-06-19' }] },
        }),
      }),
    });
    await screen.findByText('$500.00');
    expect(calls.some((call) => call.path === 'availability.merged')).toBe(false);
    await user.click(datesButton());
    await waitFor(() => expect(day('June 18').getAttribute('aria-disabled')).toBe('true'));
    expect(day('June 19').getAttribute('aria-disabled')).toBe('true');
    expect(day('June 17').getAttribute('aria-disabled')).toBeNull();
    expect(calls.find((call) => call.path === 'availability.merged')?.input).toEqual({ start: '2026-05-01', end: '2026-12-10' });
  });

  it('shows the availability failure with Retry', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    renderBooking(<BookingWidget />, {
      handlers: defaultHandlers({
        'availability.merged': () => {
          attempts += 1;
          throw trpcError(400, 'Bad window');
        },
      }),
    });
    await screen.findByText('$500.00');
    await user.click(datesButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load availability data. Calendar may not show all restrictions.');
    // A 4xx is not retried.
    expect(attempts).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(attempts).toBe(2));
  });
});

describe('BookingWidget: seasonal minimum stays (from availability)', () => {
  const withSeason = defaultHandlers({
    'availability.merged': ({ start, end }: { start: string; end: string }) => ({
      start,
      end,
      availability: { blocked_dates: [] },
      minimumStay: { defaultNights: 1, seasons: [{ start: '2026-06-01', end: '2026-06-30', nights: 4 }] },
    }),
  });

  it("says 'Minimum stay is 4 nights' as soon as a shorter stay is picked, without asking for a price", async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    const { calls } = renderBooking(<BookingWidget />, { handlers: withSeason });
    await screen.findByText('$500.00');
    await pickStay(user, 'June 12', 'June 15');

    await screen.findByText('Minimum stay is 4 nights');
    expect(datesButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(calls.some((call) => call.path === 'quote.get')).toBe(false);

    await user.click(reserveButton());
    const summary = screen.getByRole('group', { name: 'Please correct the following errors:' });
    within(summary).getByRole('link', { name: 'Minimum stay is 4 nights' });
    expect(calls.some((call) => call.path === 'quote.get')).toBe(false);
  });

  it('prices a stay that meets the season’s minimum', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    const { calls } = renderBooking(<BookingWidget />, { handlers: withSeason });
    await screen.findByText('$500.00');
    await pickStay(user, 'June 12', 'June 16');
    await screen.findByRole('button', { name: 'Total before taxes' });
    expect(screen.queryByText('Minimum stay is 4 nights')).toBeNull();
    expect(calls.filter((call) => call.path === 'quote.get').at(-1)?.input).toEqual({ start: '2026-06-12', end: '2026-06-16', guests: 2 });
  });
});

describe('BookingWidget: pets go on to the details step', () => {
  it('keeps the pets chosen in the guests picker in the draft Reserve leaves', async () => {
    freezeClock();
    const user = userEvent.setup({ delay: null });
    renderBooking(<BookingWidget />);
    await screen.findByText('$500.00');
    await pickStay(user, 'June 12', 'June 15');
    await user.click(screen.getByRole('button', { name: /^Guests/ }));
    await user.click(screen.getByRole('button', { name: 'Increase Pets' }));
    await user.click(screen.getByRole('button', { name: 'Increase Pets' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /^Guests/ }).textContent).toContain('2 guests, 2 pets');
    await waitFor(() => expect(reserveButton().hasAttribute('disabled')).toBe(false));

    await user.click(reserveButton());
    expect(JSON.parse(sessionStorage.getItem('pendingBooking')!)).toMatchObject({ guests: 2, pets: 2 });
  });
});

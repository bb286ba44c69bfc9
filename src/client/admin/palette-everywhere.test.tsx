import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarNight } from '../../shared/availability/calendar-nights.schemas';
import type { BookingSearch } from '../../shared/booking/booking-search.schemas';
import { parseDateQuery } from '../../shared/lib/date-query';
import { formatDay } from '../../shared/lib/date-format';
import { nightsOfStay, todayAtProperty } from '../../shared/lib/dates';
import { SITE_INFO_FALLBACK } from '../../shared/property/site-info.rules';
import { bookingDetails, bookingList, bookingSummary } from '../test/admin-test-kit';
import { enterValue } from '../test/enter-value';
import type { Handlers } from '../test/trpc-harness';
import { preloadAdminSections, renderAdminAt } from './admin-test-kit';

vi.mock('../features/auth/auth-provider', () => ({ useAuth: () => ({ user: { name: 'Leilani', role: 'owner' } }) }));

// 'Dec 20' as the palette reads it today: the next Dec 20 in Honolulu.
const DEC_20 = (parseDateQuery('Dec 20', todayAtProperty()) as { night: string }).night;
const pua = bookingSummary({ reference: 'KB-PUA220', guestName: 'Pua Kealoha', checkIn: DEC_20, checkOut: DEC_20, nights: 3, totalCents: 120_000, paidCents: 0 });
const found: BookingSearch = { date: { kind: 'night', night: DEC_20 }, staying: [pua], matching: [] };

const handlers: Handlers = {
  'content.siteInfo': () => SITE_INFO_FALLBACK,
  'admin.chat.unreadCount': () => ({ conversations: 0, messages: 0 }),
  'admin.bookings.search': ({ query }) => (parseDateQuery(query, todayAtProperty()) ? found : { date: null, staying: [], matching: [] }),
  'admin.bookings.list': () => bookingList([]),
  'admin.bookings.blackouts.list': () => [],
  'admin.bookings.get': () => bookingDetails(pua),
  'admin.calendar.feeds': () => [],
  'admin.reviews.list': () => ({ items: [], total: 0, pageSize: 50, featuredCount: 0 }),
  'admin.reviews.settings': () => ({ publish_verified_at_once: false }),
  'admin.calendar.exportUrl': () => ({ path: '/api/calendar/TOKEN.ics' }),
  'admin.calendar.month': ({ start, end }) => ({
    start,
    end,
    today: todayAtProperty(),
    nights: nightsOfStay(start, end).map((date): CalendarNight => ({ date, state: { kind: 'free' }, priceCents: 50_000, priceSource: 'base', minNights: 2, minNightsOverride: false })),
  }),
};

// The sections' code loads on first show; loaded ahead here, so a busy machine's module loading is not part of what is timed.
beforeAll(preloadAdminSections, 60_000);

/** Reviews is a screen with no actions of its own: whatever the palette offers there, it offers everywhere. */
async function openPaletteOnReviews() {
  const view = renderAdminAt('/admin/reviews', handlers);
  const heading = await screen.findByRole('heading', { level: 1, name: 'Reviews' });
  await view.user.click(heading);
  await view.user.keyboard('{Control>}k{/Control}');
  return { ...view, palette: screen.getByRole('dialog', { name: 'Search or jump to' }) };
}

describe('the command palette from a screen other than Bookings', () => {
  it('offers the global actions and every section, and New booking opens the manual booking dialog on Bookings', async () => {
    const { user, memory, palette } = await openPaletteOnReviews();
    const actions = within(palette).getByRole('group', { name: 'Actions' });
    expect(within(actions).getAllByRole('option').map((option) => option.textContent)).toEqual(['New booking', 'Record payment…', 'Block nights', 'Go to date…']);
    within(within(palette).getByRole('group', { name: 'Go to' })).getByRole('option', { name: 'Dashboard' });
    within(within(palette).getByRole('group', { name: 'Go to' })).getByRole('option', { name: 'Settings' });

    await user.keyboard('new booking');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Check-in')));
    // The dialog opened from the address, which then dropped its parameter.
    expect(memory.history?.at(-1)).toBe('/admin/bookings');
  });

  it('finds the booking staying on a date typed as “Dec 20”, and a way to that night on the calendar', async () => {
    const { user, memory, palette, inputsOf } = await openPaletteOnReviews();
    await user.keyboard('Dec 20');
    const staying = await within(palette).findByRole('group', { name: `Staying ${formatDay(DEC_20)}` });
    const booking = within(staying).getByRole('option', { name: /KB-PUA220 · Pua Kealoha/ });
    expect(booking.textContent).toContain('3 nights, confirmed, $1,200.00 due');
    within(within(palette).getByRole('group', { name: 'Calendar' })).getByRole('option', { name: new RegExp(`Go to ${formatDay(DEC_20)}`) });
    expect(inputsOf('admin.bookings.search').at(-1)).toEqual({ query: 'Dec 20' });
    // The first result is highlighted: Enter opens the booking.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/admin/bookings?booking=KB-PUA220'));
    await screen.findByRole('dialog', { name: 'Booking KB-PUA220' });
  });

  it('Record payment… asks which booking, found by date, and opens it with the payment form ready', async () => {
    const { user, memory, palette } = await openPaletteOnReviews();
    await user.keyboard('record');
    await user.keyboard('{Enter}');
    const asking = await screen.findByRole('dialog', { name: 'Record payment for which booking?' });
    expect(asking).toBe(palette);
    expect(within(asking).queryByRole('option', { name: 'New booking' })).toBeNull();
    await user.keyboard('dec 20');
    await within(asking).findByRole('option', { name: /KB-PUA220 · Pua Kealoha/ });
    expect(within(asking).queryByRole('option', { name: /Go to/ })).toBeNull();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(memory.history?.at(-1)).toBe('/admin/bookings?booking=KB-PUA220&record=payment'));
    const dialog = await screen.findByRole('dialog', { name: 'Booking KB-PUA220' });
    const form = within(await within(dialog).findByRole('region', { name: 'Record a payment' }));
    const amount = form.getByRole<HTMLInputElement>('textbox', { name: /Amount received/ });
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(amount.value).toBe('1200');
  });

  it('Go to date… asks for a date and shows its month on the Calendar, that night focused', async () => {
    const { user, memory } = await openPaletteOnReviews();
    await user.keyboard('go to date');
    await user.keyboard('{Enter}');
    const asking = await screen.findByRole('dialog', { name: 'Go to which date?' });
    await user.keyboard('2027-03-12');
    await within(asking).findByRole('option', { name: /Go to Fri, Mar 12, 2027/ });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(memory.history?.at(-1)).toBe('/admin/calendar?date=2027-03-12'));
    await screen.findByRole('grid', { name: 'March 2027' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2027-03-12'));
  });

  it('lists the actions it offers from any screen in the “?” dialog', async () => {
    const view = renderAdminAt('/admin/reviews', handlers);
    await view.user.click(await screen.findByRole('heading', { level: 1, name: 'Reviews' }));
    await view.user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const table = within(help).getByRole('table', { name: 'In the palette, from any screen' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['New booking', 'Record payment…', 'Block nights', 'Go to date…']);
  });
});

describe('the Calendar’s date', () => {
  it('comes from the address, and from its Go to date field by keyboard', async () => {
    const { user, memory } = renderAdminAt('/admin/calendar?date=2027-03-12', handlers);
    await screen.findByRole('grid', { name: 'March 2027' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2027-03-12'));

    const field = screen.getByLabelText<HTMLInputElement>('Go to date');
    await enterValue(user, field, '2028-02-29');
    await user.keyboard('{Enter}');
    await screen.findByRole('grid', { name: 'February 2028' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2028-02-29'));
    expect(memory.history?.at(-1)).toBe('/admin/calendar?date=2028-02-29');

    await enterValue(user, field, '1999-12-31');
    await user.keyboard('{Enter}');
    await screen.findByText('Enter a date between 2000 and 2099');
    expect(memory.history?.at(-1)).toBe('/admin/calendar?date=2028-02-29');
  });
});

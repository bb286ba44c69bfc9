import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManualBooking } from '../../../shared/booking/manual-booking.schemas';
import type { Quote } from '../../../shared/quote/quote.schemas';
import type { Handlers } from '../../test/trpc-harness';
import { trpc } from '../../lib/trpc';
import { Toaster, toastQueue } from '../../ui/toast';
import { fail, renderWithApi } from '../../test/admin-test-kit';
import { NewBookingButton } from './manual-booking-dialog';
import { enterValue } from '../../test/enter-value';

afterEach(() => act(() => toastQueue.clear()));

const quote: Quote = {
  start: '2027-06-05',
  end: '2027-06-09',
  guests: 2,
  nights: 4,
  currency: 'USD',
  nightlyRate: '500.00',
  base_price: '2000.00',
  cleaningFee: '300.00',
  serviceFee: '0.00',
  taxes: '430.38',
  discount: '0.00',
  total: '2730.38',
  breakdown: [],
};

const created: ManualBooking = { reference: 'KB-PH0NE1', status: 'confirmed', source: 'manual', totalCents: 273_038, paidCents: 50_000, engineTotalCents: 273_038 };

/** Stands for the bookings list on the page: it shows how often the list was fetched. */
function ListProbe() {
  const list = trpc.admin.bookings.list.useQuery({ filter: 'upcoming', page: 1 });
  return <p>List fetched at {list.dataUpdatedAt}</p>;
}

function renderButton(overrides: Handlers = {}) {
  return renderWithApi(
    <>
      <NewBookingButton />
      <ListProbe />
      <Toaster />
    </>,
    {
      'admin.bookings.list': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
      'quote.get': () => quote,
      'admin.bookings.createManual': () => created,
      ...overrides,
    },
  );
}

/** Opens the dialog and fills the stay and the guest, all from the keyboard. */
async function openAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New booking' }));
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'New booking' });
  await enterValue(user, within(dialog).getByLabelText(/^Check-in/), '2027-06-05');
  await enterValue(user, within(dialog).getByLabelText(/^Check-out/), '2027-06-09');
  await enterValue(user, within(dialog).getByRole('textbox', { name: /^Full name/ }), 'Kai Makoa');
  await enterValue(user, within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'kai@example.com');
  await enterValue(user, within(dialog).getByRole('textbox', { name: /^Phone/ }), '+1 808 555 0142');
  return dialog;
}

describe('New booking (manual)', () => {
  it('is made from the keyboard: shows the engine’s price, records the payment, refreshes the list and names the reference', async () => {
    const user = userEvent.setup();
    const view = renderButton();
    const dialog = await openAndFill(user);
    await within(dialog).findByText('Price from the engine: $2,730.38 for 4 nights, taxes and fees included.');
    expect(view.calls('quote.get').at(-1)).toEqual({ start: '2027-06-05', end: '2027-06-09', guests: 2, pets: 0 });

    // Payment: the select opens and chooses by keyboard.
    // Phone → note → your price → reason → payment.
    for (let step = 0; step < 4; step += 1) await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /Payment/ }));
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Cash' });
    await user.keyboard('Cash');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Payment/ }).textContent).toContain('Cash'));
    await enterValue(user, within(dialog).getByRole('textbox', { name: /^Amount paid/ }), '500');
    const listFetches = view.calls('admin.bookings.list').length;
    await user.keyboard('{Enter}');

    await waitFor(() => expect(view.calls('admin.bookings.createManual')).toHaveLength(1));
    expect(view.calls('admin.bookings.createManual')[0]).toEqual({
      start: '2027-06-05',
      end: '2027-06-09',
      guests: 2,
      pets: 0,
      allowShortStay: false,
      guest: { name: 'Kai Makoa', email: 'kai@example.com', phone: '+1 808 555 0142', arrivalTime: 'Not sure yet', message: '' },
      overrideReason: '',
      paymentMethod: 'cash',
      amountPaidCents: 50_000,
    });
    await screen.findByText('Booking KB-PH0NE1 recorded');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New booking' })).toBeNull());
    await waitFor(() => expect(view.calls('admin.bookings.list').length).toBeGreaterThan(listFetches));
  });

  it('puts the cursor in Check-in when it opens, and gives focus back to its button when closed with Escape', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Check-in/)));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New booking' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New booking' })));
  });

  it('asks for a reason when the owner sets their own price, before calling the server', async () => {
    const user = userEvent.setup();
    const view = renderButton();
    const dialog = await openAndFill(user);
    await enterValue(user, within(dialog).getByRole('textbox', { name: /^Your price/ }), '2,400');
    await within(dialog).findByText('Price from the engine: $2,730.38 for 4 nights, taxes and fees included. The guest pays your price instead.');
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Reason for your price/ });
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    within(dialog).getByText('Say why the price differs from the engine’s');
    expect(view.calls('admin.bookings.createManual')).toHaveLength(0);

    await enterValue(user, reason, 'Returning guest');
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    await waitFor(() => expect(view.calls('admin.bookings.createManual')[0]).toMatchObject({ overrideTotalCents: 240_000, overrideReason: 'Returning guest', paymentMethod: 'due', amountPaidCents: 0 }));
  });

  it('shows the server’s refusals on their fields: taken nights and a stay too short', async () => {
    const user = userEvent.setup();
    let answer = 409;
    renderButton({
      'admin.bookings.createManual': () =>
        answer === 409
          ? fail(409, 'Some of those nights are already taken by a booking, a live hold or a blocked date. Choose other dates.', { start: ['Unavailable nights: 2027-06-06'] })
          : fail(400, 'end: Minimum stay is 7 nights', { end: ['Minimum stay is 7 nights'] }),
    });
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Some of those nights are already taken by a booking, a live hold or a blocked date. Choose other dates.');
    within(dialog).getByText('Unavailable nights: 2027-06-06');
    expect(within(dialog).getByLabelText(/^Check-in/).getAttribute('aria-invalid')).toBe('true');

    answer = 400;
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    await within(dialog).findByText('Minimum stay is 7 nights');
    expect(within(dialog).getByLabelText(/^Check-out/).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    screen.getByRole('dialog', { name: 'New booking' });
  });

  it('needs a name and a way to reach the guest', async () => {
    const user = userEvent.setup();
    const view = renderButton();
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await enterValue(user, within(dialog).getByLabelText(/^Check-in/), '2027-06-05');
    await enterValue(user, within(dialog).getByLabelText(/^Check-out/), '2027-06-09');
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    within(dialog).getByText('Full name is required');
    within(dialog).getByText('Enter an e-mail or a phone number for the guest');
    expect(view.calls('admin.bookings.createManual')).toHaveLength(0);
  });

  it('says which date is missing, not that an empty date is badly formatted', async () => {
    const user = userEvent.setup();
    const view = renderButton();
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await enterValue(user, within(dialog).getByLabelText(/^Check-in/), '2027-06-05');
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    within(dialog).getByText('Check-out date is required');
    expect(within(dialog).queryByText('Invalid date format')).toBeNull();
    expect(within(dialog).getByLabelText(/^Check-out/).getAttribute('aria-invalid')).toBe('true');
    expect(view.calls('admin.bookings.createManual')).toHaveLength(0);
  });

  it('finds a returning guest by part of the name and fills in their details, from the keyboard', async () => {
    const user = userEvent.setup();
    const view = renderButton({
      'admin.bookings.returningGuests': ({ query }) =>
        query.toLowerCase().startsWith('mal') ? [{ name: 'Malia Kahale', email: 'malia@example.com', phone: '+1 808 555 0101', bookings: 2, lastCheckIn: '2026-03-10' }] : [],
    });
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    const search = within(dialog).getByRole('combobox', { name: /^Returning guest/ });
    await user.click(search);
    await user.keyboard('Mal');
    const option = await screen.findByRole('option', { name: /Malia Kahale, malia@example.com/ });
    expect(option.textContent).toContain('2 bookings, last from');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Full name/ }).value).toBe('Malia Kahale'));
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^E-mail/ }).value).toBe('malia@example.com');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Phone/ }).value).toBe('+1 808 555 0101');
    expect(search.getAttribute('aria-expanded')).not.toBe('true');
    expect((search as HTMLInputElement).value).toBe('');
    // No search for a single letter, and the last one is for what was typed. (That a search waits for a pause is
    // use-debounced.test.tsx's, on a fake clock: here a busy machine can take longer than the pause between keys.)
    const searches = view.calls('admin.bookings.returningGuests');
    expect(searches.at(-1)).toEqual({ query: 'Mal' });
    expect(searches.filter(({ query }) => query.length < 2)).toEqual([]);

    await user.keyboard('zz');
    await screen.findByText('Nobody who booked before matches “zz”.');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultHandlers, freezeClock, NOW, renderBooking } from '../booking/booking-test-kit';
import { ACCESS, guestBookingFixture, seedDetails, seedDraft, seedSession, serverError, sessionFixture } from './checkout-test-kit';
import { CheckoutStep } from './checkout-step';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

const payButton = () => screen.getByRole('button', { name: /^(Pay \$1,992\.68 \(demo\)|Processing\.\.\.)$/ });

describe('CheckoutStep', () => {
  it('without a checkout in progress, leads back to choosing dates', () => {
    renderBooking(<CheckoutStep />, { path: '/booking/checkout' });
    screen.getByText('No checkout in progress.');
    expect(screen.getByRole('link', { name: 'Choose your dates' }).getAttribute('href')).toBe('/booking');
  });

  it("shows the server's price with the taxes as one line, and the time left on the hold", () => {
    freezeClock();
    seedSession();
    renderBooking(<CheckoutStep />, { path: '/booking/checkout' });
    const price = screen.getByRole('region', { name: 'Price details' });
    const lines = within(price)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      '$500.00 x 3 nights: $1,500.00',
      'Weekly discount: -150.00',
      'Cleaning fee: $300.00',
      'Taxes: $342.68',
      'Total: $1,992.68',
    ]);
    expect(screen.getByRole('timer', { name: 'Time left to pay' }).textContent).toBe('15:00');
    screen.getByText(/hold KB-7Q4M2X/);
  });

  it('in demo mode says no card is charged, pays, and opens the confirmed booking with the path cleared', async () => {
    freezeClock();
    seedDraft();
    seedDetails({});
    seedSession();
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    const { calls, location, queryClient } = renderBooking(<CheckoutStep />, {
      path: '/booking/checkout',
      handlers: defaultHandlers({
        'booking.payDemo': () => new Promise((resolve) => (release = () => resolve(guestBookingFixture()))),
      }),
    });
    const note = screen.getByRole('note', { name: 'Demo payment mode' });
    expect(note.textContent).toContain('Demo payment mode: no card will be charged.');
    expect(note.textContent).toContain('Apple Pay or Google Pay');

    await user.click(payButton());
    await waitFor(() => expect(payButton().textContent).toBe('Processing...'));
    expect(payButton().hasAttribute('disabled')).toBe(true);
    release();

    await waitFor(() => expect(location.history.at(-1)).toBe(`/booking/confirmation?ref=KB-7Q4M2X&token=${ACCESS.token}`));
    expect(calls.find((call) => call.path === 'booking.payDemo')?.input).toEqual(ACCESS);
    expect(['pendingBooking', 'pendingGuestDetails', 'checkoutSession'].map((key) => sessionStorage.getItem(key))).toEqual([null, null, null]);
    // The booking page starts from the answer instead of asking again.
    const cached = queryClient.getQueriesData({ queryKey: [['booking', 'view']] });
    expect(cached.map(([, data]) => (data as { status: string }).status)).toEqual(['confirmed']);
  });

  it('shows a refused payment in an alert and lets the guest try again', async () => {
    freezeClock();
    seedSession();
    const user = userEvent.setup({ delay: null });
    renderBooking(<CheckoutStep />, {
      path: '/booking/checkout',
      handlers: defaultHandlers({ 'booking.payDemo': () => Promise.reject(serverError(409, 'Your hold has expired. Please choose your dates again.')) }),
    });
    await user.click(payButton());
    const alert = await screen.findByText('Your hold has expired. Please choose your dates again.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(payButton().hasAttribute('disabled')).toBe(false);
  });

  it('when the hold runs out, says so, takes the payment away and offers to pick dates again', async () => {
    freezeClock();
    seedSession(sessionFixture({ expiresAt: new Date(NOW.getTime() + 90_000).toISOString() }));
    renderBooking(<CheckoutStep />, { path: '/booking/checkout' });
    expect(screen.getByRole('timer').textContent).toBe('1:30');
    screen.getByText('Less than 2 minutes left to pay.');

    act(() => vi.setSystemTime(new Date(NOW.getTime() + 90_500)));
    const message = await screen.findByText('Your hold on these dates has expired.');
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByRole('link', { name: 'Choose your dates' }).getAttribute('href')).toBe('/booking#booking-form');
    expect(screen.queryByRole('button', { name: /Pay / })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

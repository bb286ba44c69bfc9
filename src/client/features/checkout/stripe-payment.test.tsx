import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultHandlers, freezeClock, renderBooking } from '../booking/booking-test-kit';
import { ACCESS, guestBookingFixture, seedSession, sessionFixture } from './checkout-test-kit';
import { CheckoutStep } from './checkout-step';

// Stripe's own code talks to Stripe; here it is replaced by a stand-in that
// answers confirmPayment the way Stripe.js does.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn((_key: string) => Promise.resolve(null)),
  confirmPayment: vi.fn(),
  elements: {},
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => stripe.elements,
}));

beforeEach(() => {
  sessionStorage.clear();
  stripe.loadStripe.mockClear();
  stripe.confirmPayment.mockReset();
});

const stripeSession = () => sessionFixture({ payment: { mode: 'stripe', publishableKey: 'pk_test_kbh', clientSecret: 'pi_123_secret_456' } });

describe('CheckoutStep in Stripe mode', () => {
  it("loads Stripe's Payment Element, confirms without leaving the page, then has the server confirm the booking", async () => {
    freezeClock();
    seedSession(stripeSession());
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const user = userEvent.setup({ delay: null });
    const { calls, location } = renderBooking(<CheckoutStep />, {
      path: '/booking/checkout',
      handlers: defaultHandlers({ 'booking.confirmPayment': () => guestBookingFixture({ paymentMode: 'stripe' }) }),
    });
    expect(screen.queryByRole('note', { name: 'Demo payment mode' })).toBeNull();
    screen.getByText(/Apple Pay & Google Pay/);
    await user.click(await screen.findByRole('button', { name: 'Pay $1,992.68' }));

    await waitFor(() => expect(location.history.at(-1)).toBe(`/booking/confirmation?ref=KB-7Q4M2X&token=${ACCESS.token}`));
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_kbh');
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: `${window.location.origin}/booking/confirmation?ref=KB-7Q4M2X&token=${ACCESS.token}` },
      redirect: 'if_required',
    });
    expect(calls.find((call) => call.path === 'booking.confirmPayment')?.input).toEqual(ACCESS);
  });

  it("shows Stripe's reason when the payment fails, and asks the server nothing", async () => {
    freezeClock();
    seedSession(stripeSession());
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const user = userEvent.setup({ delay: null });
    const { calls } = renderBooking(<CheckoutStep />, { path: '/booking/checkout' });
    await user.click(await screen.findByRole('button', { name: 'Pay $1,992.68' }));

    const message = await screen.findByText('Your card was declined.');
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $1,992.68' }).hasAttribute('disabled')).toBe(false);
    expect(calls.some((call) => call.path === 'booking.confirmPayment')).toBe(false);
  });
});

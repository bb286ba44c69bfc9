import type { CheckoutSession, GuestBooking } from '../../../shared/booking/checkout.schemas';
import { NOW, quoteFixture } from '../booking/booking-test-kit';
import { GUEST_DETAILS_KEY, CHECKOUT_SESSION_KEY, type GuestDetailsValues } from './checkout-storage';

// Test support for the checkout feature's component tests; the app shell, the
// in-memory tRPC answers and the booking draft come from the booking feature's kit.
export { draftFixture, seedDraft } from '../booking/booking-test-kit';

export const ACCESS = { reference: 'KB-7Q4M2X', token: 'signed-token-0123456789abcdef' };

export const VALID_DETAILS: GuestDetailsValues = {
  name: 'Keoni Akana',
  email: 'keoni@example.com',
  phone: '+1 808 555 0142',
  arrivalTime: '16:00',
  message: 'We may arrive a little late.',
  coupon: '',
  pets: '0',
  agreeToPolicies: true,
};

export const seedDetails = (details: Partial<GuestDetailsValues>) =>
  sessionStorage.setItem(GUEST_DETAILS_KEY, JSON.stringify({ ...VALID_DETAILS, ...details }));

export function sessionFixture(overrides: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    reference: ACCESS.reference,
    token: ACCESS.token,
    expiresAt: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
    quote: quoteFixture('2026-06-12', '2026-06-15', 3),
    payment: { mode: 'demo' },
    ...overrides,
  };
}

export const seedSession = (session: CheckoutSession = sessionFixture()) => sessionStorage.setItem(CHECKOUT_SESSION_KEY, JSON.stringify(session));

export function guestBookingFixture(overrides: Partial<GuestBooking> = {}): GuestBooking {
  const quote = quoteFixture('2026-06-12', '2026-06-15', 3);
  return {
    reference: ACCESS.reference,
    status: 'confirmed',
    checkIn: '2026-06-12',
    checkOut: '2026-06-15',
    nights: 3,
    guests: 3,
    pets: 0,
    guestName: 'Keoni Akana',
    guestEmail: 'keoni@example.com',
    currency: 'USD',
    breakdown: quote.breakdown,
    total: quote.total,
    paid: quote.total,
    refunded: '0.00',
    due: '0.00',
    holdExpiresAt: null,
    paymentMode: 'demo',
    checkInTime: '15:00',
    checkOutTime: '10:00',
    arrival: { address: '44-123 Kaneohe Bay Drive, Kaneohe, HI 96744', checkInInstructions: 'The lockbox code is 4512.' },
    cancellation: { refund: '1992.68', rule: 'Full refund up to 30 days before check-in.' },
    ...overrides,
  };
}

/** A refusal as the server sends it: a status, its sentence, and messages per field. */
export { trpcError as serverError } from '../../test/trpc-harness';

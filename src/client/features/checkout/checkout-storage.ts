import { z } from 'zod';
import { checkoutSessionSchema, type CheckoutSession } from '../../../shared/booking/checkout.schemas';
import { paths } from '../../../shared/paths';
import { PENDING_BOOKING_KEY } from '../booking/booking-draft';

// The booking path lives in session storage, like the draft Reserve leaves:
// it survives Back and a reload, and dies with the tab.
export const GUEST_DETAILS_KEY = 'pendingGuestDetails';
export const CHECKOUT_SESSION_KEY = 'checkoutSession';
/** The call that opened the stored session, to tell whether pressing Continue again asks for the same thing. */
const CHECKOUT_REQUEST_KEY = 'checkoutRequest';

/** What the guest typed on /booking/details, as typed (validation happens on submit). */
export interface GuestDetailsValues {
  name: string;
  email: string;
  phone: string;
  arrivalTime: string;
  message: string;
  coupon: string;
  pets: string;
  agreeToPolicies: boolean;
}

const EMPTY_GUEST_DETAILS: GuestDetailsValues = {
  name: '',
  email: '',
  phone: '',
  arrivalTime: '',
  message: '',
  coupon: '',
  pets: '0',
  agreeToPolicies: false,
};

const detailsSchema = z.object({
  name: z.string().catch(''),
  email: z.string().catch(''),
  phone: z.string().catch(''),
  arrivalTime: z.string().catch(''),
  message: z.string().catch(''),
  coupon: z.string().catch(''),
  pets: z.string().catch('0'),
  agreeToPolicies: z.boolean().catch(false),
});

function readJson(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or off (private mode): the path still works, Back just forgets.
  }
}

export function readGuestDetails(): GuestDetailsValues {
  const parsed = detailsSchema.safeParse(readJson(GUEST_DETAILS_KEY));
  return parsed.success ? parsed.data : EMPTY_GUEST_DETAILS;
}

export const saveGuestDetails = (values: GuestDetailsValues) => writeJson(GUEST_DETAILS_KEY, values);

/** The hold and payment the server opened for this tab, or null. */
export function readCheckoutSession(): CheckoutSession | null {
  const parsed = checkoutSessionSchema.safeParse(readJson(CHECKOUT_SESSION_KEY));
  return parsed.success ? parsed.data : null;
}

export function saveCheckoutSession(session: CheckoutSession, request: unknown): void {
  writeJson(CHECKOUT_SESSION_KEY, session);
  writeJson(CHECKOUT_REQUEST_KEY, request);
}

/** The stored session, if it was opened by exactly this request and its hold has a minute or more left. */
export function reusableCheckoutSession(request: unknown, now = Date.now()): CheckoutSession | null {
  const session = readCheckoutSession();
  if (!session || new Date(session.expiresAt).getTime() - now < 60_000) return null;
  return JSON.stringify(readJson(CHECKOUT_REQUEST_KEY)) === JSON.stringify(request) ? session : null;
}

/** This tab's earlier hold while it still runs: a changed request asks the server to release it first. */
export function heldBefore(now = Date.now()): { reference: string; token: string } | undefined {
  const session = readCheckoutSession();
  if (!session || new Date(session.expiresAt).getTime() <= now) return undefined;
  return { reference: session.reference, token: session.accessToken };
}

/** Once paid, nothing of the path is left to resume: the booking now lives behind its signed link. */
export function clearBookingPath(): void {
  try {
    for (const key of [PENDING_BOOKING_KEY, GUEST_DETAILS_KEY, CHECKOUT_SESSION_KEY, CHECKOUT_REQUEST_KEY]) sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is off.
  }
}

/** The guest's own booking page; the same URL the confirmation e-mail links to. */
export function confirmationHref(reference: string, token: string): string {
  return `${paths.bookingConfirmation}?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;
}

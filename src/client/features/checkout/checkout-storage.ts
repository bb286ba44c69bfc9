import { z } from 'zod';
import { checkoutSessionSchema, type CheckoutSession } from '../../../shared/booking/checkout.schemas';
import { readStored, removeStored, writeStored } from '../../lib/session-storage';
import { PENDING_BOOKING_KEY } from '../booking/public';

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

export function readGuestDetails(): GuestDetailsValues {
  return readStored(GUEST_DETAILS_KEY, detailsSchema) ?? EMPTY_GUEST_DETAILS;
}

// Storage that is full or off only costs Back remembering what was typed.
export const saveGuestDetails = (values: GuestDetailsValues) => void writeStored(GUEST_DETAILS_KEY, values);

/** The hold and payment the server opened for this tab, or null. */
export function readCheckoutSession(): CheckoutSession | null {
  return readStored(CHECKOUT_SESSION_KEY, checkoutSessionSchema);
}

export function saveCheckoutSession(session: CheckoutSession, request: unknown): void {
  writeStored(CHECKOUT_SESSION_KEY, session);
  writeStored(CHECKOUT_REQUEST_KEY, request);
}

/** The stored session, if it was opened by exactly this request and its hold has a minute or more left. */
export function reusableCheckoutSession(request: unknown, now = Date.now()): CheckoutSession | null {
  const session = readCheckoutSession();
  if (!session || new Date(session.expiresAt).getTime() - now < 60_000) return null;
  return JSON.stringify(readStored(CHECKOUT_REQUEST_KEY, z.unknown())) === JSON.stringify(request) ? session : null;
}

/** This tab's earlier hold while it still runs: a changed request asks the server to release it first. */
export function heldBefore(now = Date.now()): { reference: string; token: string } | undefined {
  const session = readCheckoutSession();
  if (!session || new Date(session.expiresAt).getTime() <= now) return undefined;
  return { reference: session.reference, token: session.token };
}

/** Once paid, nothing of the path is left to resume: the booking now lives behind its signed link. */
export function clearBookingPath(): void {
  removeStored([PENDING_BOOKING_KEY, GUEST_DETAILS_KEY, CHECKOUT_SESSION_KEY, CHECKOUT_REQUEST_KEY]);
}

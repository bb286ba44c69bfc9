import { startCheckoutInputSchema, type StartCheckoutInput } from '../../../shared/booking/checkout.schemas';
import type { BookingDraft } from '../booking/public';
import type { GuestDetailsValues } from './checkout-storage';

export type DetailsField = keyof GuestDetailsValues;

/** Form order: the error summary lists messages in it and focus goes to the first. */
export const DETAILS_FIELDS: readonly DetailsField[] = [
  'name',
  'email',
  'phone',
  'arrivalTime',
  'message',
  'pets',
  'coupon',
  'agreeToPolicies',
];

export type DetailsErrors = Partial<Record<DetailsField, string>>;

/**
 * The checkout call for this draft and these details: the stay as Reserve left
 * it, never a price (the server prices the stay itself).
 */
function checkoutInputOf(draft: BookingDraft, values: GuestDetailsValues): StartCheckoutInput {
  const coupon = values.coupon.trim();
  return {
    start: draft.checkIn,
    end: draft.checkOut,
    guests: draft.guests,
    pets: Number(values.pets) || 0,
    ...(coupon ? { coupon } : {}),
    guest: {
      name: values.name,
      email: values.email,
      phone: values.phone,
      arrivalTime: values.arrivalTime as StartCheckoutInput['guest']['arrivalTime'],
      message: values.message,
      agreeToPolicies: values.agreeToPolicies as true,
    },
  };
}

/**
 * Which field a message belongs to, from its path in the checkout input: the
 * browser's own check and the server's fieldErrors use the same paths
 * ("guest.email", "coupon"). Anything about the stay itself is not a field here.
 */
function fieldOfPath(path: string): DetailsField | 'stay' {
  const key = path.startsWith('guest.') ? path.slice('guest.'.length).split('.')[0] : path;
  return (DETAILS_FIELDS as readonly string[]).includes(key ?? '') ? (key as DetailsField) : 'stay';
}

export interface SortedErrors {
  fields: DetailsErrors;
  /** A problem with the dates or guests: only picking the stay again can fix it. */
  stay: string | undefined;
}

/** The first message per field, from "path → messages" pairs. */
export function sortErrors(entries: Iterable<[string, string]>): SortedErrors {
  const fields: DetailsErrors = {};
  let stay: string | undefined;
  for (const [path, message] of entries) {
    const field = fieldOfPath(path);
    if (field === 'stay') stay ??= message;
    else fields[field] ??= message;
  }
  return { fields, stay };
}

export type CheckoutValidation =
  | { ok: true; input: StartCheckoutInput }
  | { ok: false; errors: SortedErrors };

/** The same schema the server validates the call with. */
export function validateCheckout(draft: BookingDraft, values: GuestDetailsValues): CheckoutValidation {
  const input = checkoutInputOf(draft, values);
  const result = startCheckoutInputSchema.safeParse(input);
  if (result.success) return { ok: true, input };
  return { ok: false, errors: sortErrors(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])) };
}

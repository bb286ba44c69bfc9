import { z } from 'zod';
import { readStored } from '../../lib/session-storage';
import type { PriceLine } from '../../../shared/quote/price-lines';
import { quoteLineSchema } from '../../../shared/quote/quote.schemas';
import { STAY_LIMITS } from '../../../shared/stay/stay-limits';
import type { BookingFormState } from '../../../shared/stay/stay-form';

/** Spec §3: what Reserve leaves in session storage for the guest details step. */
export interface BookingDraft {
  bookingId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  total: string;
  currency: 'USD';
  nights: number;
  nightlyRate: string;
  breakdown: PriceLine[];
  /** Pets chosen in the guests picker, when any: the details step starts from them instead of asking again. */
  pets?: number;
}

export const PENDING_BOOKING_KEY = 'pendingBooking';

export function buildBookingDraft(
  state: BookingFormState,
  quote: { total: string; nights: number; nightlyRate: string; breakdown: readonly PriceLine[] },
  now: Date,
  pets = 0,
): BookingDraft {
  return {
    bookingId: `booking-${now.getTime()}`,
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    guests: Number(state.guests),
    total: quote.total,
    currency: 'USD',
    nights: quote.nights,
    nightlyRate: quote.nightlyRate,
    breakdown: quote.breakdown.map((line) => ({ ...line })),
    ...(pets > 0 ? { pets } : {}),
  };
}

const draftSchema = z.object({
  bookingId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number(),
  total: z.string(),
  currency: z.literal('USD'),
  nights: z.number(),
  nightlyRate: z.string(),
  breakdown: z.array(quoteLineSchema),
  pets: z.number().int().min(0).max(STAY_LIMITS.maxPets).optional(),
});

/** The draft Reserve left in session storage, or null when there is none (or it is not one). */
export function readBookingDraft(): BookingDraft | null {
  return readStored(PENDING_BOOKING_KEY, draftSchema);
}

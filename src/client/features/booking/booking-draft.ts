import { z } from 'zod';
import { BOOKING, type BookingFormState, type PriceLine } from '../../../shared/booking/booking-form.rules';

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
}

export const PENDING_BOOKING_KEY = 'pendingBooking';

export function buildBookingDraft(
  state: BookingFormState,
  quote: { total: string; nights: number; nightlyRate: string; breakdown: readonly PriceLine[] },
  now: Date,
): BookingDraft {
  return {
    bookingId: `booking-${now.getTime()}`,
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    guests: Number(state.guests),
    total: quote.total,
    currency: BOOKING.currency,
    nights: quote.nights,
    nightlyRate: quote.nightlyRate,
    breakdown: quote.breakdown.map((line) => ({ ...line })),
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
  breakdown: z.array(z.object({ label: z.string(), amount: z.string() })),
});

/** The draft Reserve left in session storage, or null when there is none (or it is not one). */
export function readBookingDraft(): BookingDraft | null {
  try {
    const raw = sessionStorage.getItem(PENDING_BOOKING_KEY);
    const parsed = draftSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

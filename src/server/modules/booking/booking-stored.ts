import { quoteSchema, type Quote } from '../../../shared/quote/quote.schemas';
import type { BookingRow } from './booking.entity';
import type { StoredPricing } from './refund-policy.logic';

// What checkout wrote into a booking's json columns; older or hand-made rows may lack it.

/** The quote the guest was shown, or null. */
export function storedQuote(booking: Pick<BookingRow, 'quote'>): Quote | null {
  const parsed = quoteSchema.safeParse(booking.quote);
  return parsed.success ? parsed.data : null;
}

/** The price in cents with its tax rules, for refunds, or null. */
export function storedPricing(booking: Pick<BookingRow, 'pricing'>): StoredPricing | null {
  const value = booking.pricing;
  if (!value?.priced || typeof value.priced.rentCents !== 'number' || !Array.isArray(value.taxes)) return null;
  return { priced: value.priced, taxes: value.taxes };
}

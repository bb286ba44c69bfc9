import type { AdminPriceLine } from '../../../shared/booking/booking-admin.schemas';
import { decimalToCents } from '../../../shared/lib/money';
import { quoteSchema, type Quote } from '../../../shared/quote/quote.schemas';
import type { BookingRow } from './booking.entity';
import type { StoredPricing } from './refund-policy.logic';

// What checkout wrote into a booking's json columns; older or hand-made rows may lack it.

/** The quote the guest was shown, or null. */
export function storedQuote(booking: Pick<BookingRow, 'quote'>): Quote | null {
  const parsed = quoteSchema.safeParse(booking.quote);
  return parsed.success ? parsed.data : null;
}

/** The lines of the quote the guest was shown, in cents (none when there is no stored quote). */
export function storedPriceLines(booking: Pick<BookingRow, 'quote'>): AdminPriceLine[] {
  return (storedQuote(booking)?.breakdown ?? []).map((line) => ({ label: line.label, amountCents: decimalToCents(line.amount) ?? 0, ...(line.kind ? { kind: line.kind } : {}) }));
}

/** The price in cents with its tax rules, for refunds, or null. */
export function storedPricing(booking: Pick<BookingRow, 'pricing'>): StoredPricing | null {
  const value = booking.pricing;
  if (!value?.priced || typeof value.priced.rentCents !== 'number' || !Array.isArray(value.taxes)) return null;
  return { priced: value.priced, taxes: value.taxes };
}

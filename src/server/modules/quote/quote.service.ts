import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import { daysBetweenIso, todayAtProperty } from '../../../shared/lib/dates';
import type { Quote, QuoteInput } from '../../../shared/quote/quote.schemas';
import { takenNights } from '../availability/availability.service';
import { loadProperty } from '../property/property.service';
import { OAHU_TAXES_2026 } from '../pricing/oahu-taxes';
import { priceStay } from '../pricing/pricing.logic';
import type { PricedStay, PricingConfig, TaxRule } from '../pricing/pricing.types';
import { toQuote } from './quote.logic';

export const MAX_STAY_NIGHTS = 180;

/** What a stay asks for beyond the quote call's dates and guests (checkout adds pets and a coupon). */
export type StayQuoteRequest = QuoteInput & { pets?: number; coupon?: string | undefined };

export interface DetailedQuote {
  quote: Quote;
  /** The same price in cents, kept with a booking for refunds. */
  priced: PricedStay;
  taxes: readonly TaxRule[];
}

/** A priced stay, or a 4xx that says exactly why the stay cannot be booked. */
export async function quoteStay(em: EntityManager, input: QuoteInput, now = new Date()): Promise<Quote> {
  return (await quoteStayDetailed(em, input, now)).quote;
}

export async function quoteStayDetailed(em: EntityManager, input: StayQuoteRequest, now = new Date()): Promise<DetailedQuote> {
  const property = await loadProperty(em);
  if (input.start < todayAtProperty(now)) {
    throw new AppError('BAD_REQUEST', 'Check-in date cannot be in the past', { start: ['Check-in date cannot be in the past'] });
  }
  const nights = daysBetweenIso(input.start, input.end);
  if (nights < property.minNights) {
    const message = `Minimum stay is ${property.minNights} ${property.minNights === 1 ? 'night' : 'nights'}`;
    throw new AppError('BAD_REQUEST', message, { end: [message] });
  }
  if (nights > MAX_STAY_NIGHTS) {
    const message = `Stays are limited to ${MAX_STAY_NIGHTS} nights`;
    throw new AppError('BAD_REQUEST', message, { end: [message] });
  }
  if (input.guests > property.maxGuests) {
    const message = `Maximum ${property.maxGuests} guests allowed for this property.`;
    throw new AppError('BAD_REQUEST', message, { guests: [message] });
  }
  const taken = await takenNights(em, input.start, input.end, now);
  if (taken.length > 0) {
    throw new AppError('CONFLICT', 'Some of those nights are already booked. Please choose different dates.', {
      start: [`Unavailable nights: ${taken.join(', ')}`],
    });
  }
  // Seasons, overrides and discounts come with the owner's pricing settings (booking issue).
  const config: PricingConfig = {
    baseNightlyCents: property.baseRateCents,
    defaultMinNights: property.minNights,
    seasons: [],
    overrides: [],
    lengthOfStayDiscounts: [],
    cleaningFeeCents: property.cleaningFeeCents,
    taxes: OAHU_TAXES_2026,
  };
  const stay = { checkIn: input.start, checkOut: input.end, guests: input.guests, pets: input.pets ?? 0 };
  const priced = priceStay(config, stay);
  return { quote: toQuote(stay, priced), priced, taxes: config.taxes };
}

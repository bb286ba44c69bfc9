import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import { todayAtProperty } from '../../../shared/lib/dates';
import type { Quote, QuoteInput } from '../../../shared/quote/quote.schemas';
import { partyProblem } from '../../../shared/stay/stay-guests';
import { DATE_MESSAGES } from '../../../shared/stay/stay-messages';
import { minimumStayProblem } from '../../../shared/stay/stay-minimums';
import { bookingWindowProblem } from '../../../shared/stay/stay-window';
import { takenNights } from '../availability/availability.service';
import { loadProperty } from '../property/property.service';
import { findUsableCoupon, findUsableCouponFor } from '../pricing/coupon.service';
import { priceStay, stayMinimumsOf } from '../pricing/pricing.logic';
import { toPricingConfig } from '../pricing/pricing-settings.logic';
import { loadPricingSettings, ratesOf } from '../pricing/pricing-settings.service';
import type { PricedStay, StayRequest, TaxRule } from '../pricing/pricing.types';
import { toQuote } from './quote.logic';

/** What a stay asks for: dates and guests, and optionally pets and a coupon code. */
export type StayQuoteRequest = Pick<QuoteInput, 'start' | 'end' | 'guests'> & { pets?: number | undefined; coupon?: string | undefined };

export interface DetailedQuote {
  quote: Quote;
  /** The same price in cents, kept with a booking for refunds. */
  priced: PricedStay;
  taxes: readonly TaxRule[];
}

/**
 * A priced stay, or a 4xx that says exactly why the stay cannot be booked.
 * With a clientKey (every call from outside), wrong coupon codes count
 * against that client's guessing limit.
 */
export async function quoteStay(em: EntityManager, input: StayQuoteRequest, now = new Date(), clientKey?: string): Promise<Quote> {
  return (await quoteStayDetailed(em, input, now, clientKey)).quote;
}

/**
 * Rules the owner may set aside for a booking they record by hand (src/server/modules/booking/manual-booking.service.ts)
 * or change (booking-change.service.ts): the online booking window never binds them, the minimum stay only when they
 * say so. Guests, pets and taken nights always apply; a booking being changed does not take its own nights, and a stay
 * under way keeps its past check-in.
 */
interface OwnerStayRules {
  skipBookingWindow: boolean;
  skipMinimumStay: boolean;
  changing?: { bookingId: string; checkIn: string };
}

export async function quoteStayDetailed(
  em: EntityManager,
  input: StayQuoteRequest,
  now = new Date(),
  clientKey?: string,
  ownerRules?: OwnerStayRules,
): Promise<DetailedQuote> {
  const property = await loadProperty(em);
  const today = todayAtProperty(now);
  const keepsPastCheckIn = ownerRules?.changing?.checkIn === input.start && input.end >= today;
  if (input.start < today && !keepsPastCheckIn) {
    throw new AppError('BAD_REQUEST', DATE_MESSAGES.checkInPast, { start: [DATE_MESSAGES.checkInPast] });
  }
  const settings = await loadPricingSettings(em);
  const config = toPricingConfig(ratesOf(property), settings);
  // Seasons can ask for longer stays than the house's default; the arrival night's season decides.
  const tooShort = ownerRules?.skipMinimumStay ? null : minimumStayProblem(input, stayMinimumsOf(config));
  if (tooShort) throw new AppError('BAD_REQUEST', tooShort, { end: [tooShort] });
  const outsideWindow = ownerRules?.skipBookingWindow ? null : bookingWindowProblem(input, today, settings);
  if (outsideWindow) throw new AppError('BAD_REQUEST', outsideWindow, { end: [outsideWindow] });
  const pets = input.pets ?? 0;
  const party = partyProblem({ guests: input.guests, pets }, property);
  if (party) throw new AppError('BAD_REQUEST', party.message, { [party.field]: [party.message] });
  const coupon = !input.coupon
    ? undefined
    : clientKey !== undefined
      ? await findUsableCouponFor(em, input.coupon, input.start, clientKey)
      : await findUsableCoupon(em, input.coupon, input.start);
  const taken = await takenNights(em, input.start, input.end, now, ownerRules?.changing?.bookingId);
  if (taken.length > 0) {
    throw new AppError('CONFLICT', 'Some of those nights are already booked. Please choose different dates.', {
      start: [`Unavailable nights: ${taken.join(', ')}`],
    });
  }
  const stay: StayRequest = { checkIn: input.start, checkOut: input.end, guests: input.guests, pets, ...(coupon ? { coupon } : {}) };
  const priced = priceStay(config, stay);
  return { quote: toQuote(stay, priced), priced, taxes: config.taxes };
}

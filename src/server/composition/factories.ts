import type { EntityManager } from '@mikro-orm/postgresql';
import type { SiteInfo } from '../../shared/property/property.schemas';
import { UserEntity, type UserRow } from '../modules/auth/auth.entity';
import { hashPassword } from '../modules/auth/password';
import { CalendarBlockEntity } from '../modules/availability/calendar-block.entity';
import { BookingEntity, type BookingRow } from '../modules/booking/booking.entity';
import { newReference } from '../modules/booking/booking.logic';
import { SettingEntity } from '../modules/content/content.entity';
import { SITE_INFO_KEY } from '../modules/content/content.service';
import { OAHU_TAXES_2026 } from '../modules/pricing/oahu-taxes';
import { priceStay } from '../modules/pricing/pricing.logic';
import type { PricingConfig } from '../modules/pricing/pricing.types';
import { toQuote } from '../modules/quote/quote.logic';
import { ReviewEntity } from '../modules/reviews/review.entity';
import type { ReviewSeed } from './seed-data/seed-types';
import { siteInfoSeed } from './seed-data/site-info';
import { siteInfoToSetting } from './seed-mappers';

// The records of the house, made one way for the seed, the integration tests
// and the end-to-end fixtures alike. Each factory adds its row to `em`; the
// caller flushes (the seed inside its transaction), except where noted.

export interface AccountInput {
  name: string;
  email: string;
  password: string;
  role: UserRow['role'];
}

/** @internal An owner or staff account that can sign in with `password`. Flushes, as a registration would. */
export async function createAccount(em: EntityManager, { name, email, password, role }: AccountInput): Promise<UserRow> {
  const user = em.create(UserEntity, { name, email, passwordHash: await hashPassword(password), role, createdAt: new Date() });
  await em.flush();
  return user;
}

/** @internal Nights the house cannot be booked (`endDate` exclusive): the owner's by default, or an imported feed's. */
export function createCalendarBlock(em: EntityManager, block: { startDate: string; endDate: string; source?: string; note?: string | null }) {
  return em.create(CalendarBlockEntity, { source: 'owner', note: null, ...block, createdAt: new Date() });
}

/**
 * @internal A booking row as checkout leaves it (a hold, or confirmed once paid), with
 * only the fields every booking has filled in; tests add the guest, the quote
 * or the payment they are about.
 */
export function createBooking(em: EntityManager, booking: Partial<BookingRow> & Pick<BookingRow, 'status' | 'checkIn' | 'checkOut'>): BookingRow {
  return em.create(BookingEntity, {
    reference: newReference(),
    guests: 2,
    pets: 0,
    currency: 'USD',
    totalCents: 150_000,
    paidCents: 0,
    refundedCents: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...booking,
  });
}

/** A published guest review. */
export function createReview(em: EntityManager, review: ReviewSeed) {
  return em.create(ReviewEntity, { ...review, reviewerAvatarUrl: null, isPublished: true, createdAt: new Date() });
}

/** The site_info setting (name, contact, registrations, tours widget): the seed's unless given. */
export function createSiteInfo(em: EntityManager, value: SiteInfo = siteInfoToSetting(siteInfoSeed)) {
  return em.create(SettingEntity, { key: SITE_INFO_KEY, value, updatedAt: new Date() });
}

/** The worked example house: $500 a night, $300 cleaning, Oahu's taxes (tax figures follow from the rates). */
export const WORKED_EXAMPLE_PRICING: PricingConfig = {
  baseNightlyCents: 50_000,
  defaultMinNights: 1,
  seasons: [],
  overrides: [],
  lengthOfStayDiscounts: [],
  cleaningFeeCents: 30_000,
  taxes: OAHU_TAXES_2026,
};

/** @internal A stay priced by the real engine, in the fields checkout stores on a booking (total, quote, pricing). */
export function pricedStayFields(checkIn: string, checkOut: string, config: PricingConfig = WORKED_EXAMPLE_PRICING, guests = 2) {
  const stay = { checkIn, checkOut, guests, pets: 0 };
  const priced = priceStay(config, stay);
  return { totalCents: priced.totalCents, quote: toQuote(stay, priced), pricing: { priced, taxes: config.taxes } };
}

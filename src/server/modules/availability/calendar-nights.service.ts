import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  CalendarMonth,
  CalendarNight,
  CalendarRangeInput,
  NightState,
  RangeActionResult,
} from '../../../shared/availability/calendar-nights.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { daysBetweenIso, nightsOfStay, todayAtProperty } from '../../../shared/lib/dates';
import type { NightOverride } from '../../../shared/pricing/pricing-settings.schemas';
import { BookingEntity, liveStaysOverlapping } from '../booking/booking.entity';
import { CalendarFeedEntity } from '../calendar-sync/calendar-feed.entity';
import { minNightsFor, priceNight } from '../pricing/pricing.logic';
import { toPricingConfig } from '../pricing/pricing-settings.logic';
import { loadPricingSettings, loadRates, savePricingSettings } from '../pricing/pricing-settings.service';
import { BLACKOUT_SOURCE, refuseOverLiveStay } from './blackout.service';
import { CalendarBlockEntity } from './calendar-block.entity';

/** The most per-date overrides the pricing settings keep (pricingSettingsSchema). */
const MAX_OVERRIDES = 1000;

/** Which site an imported calendar comes from, by the feed's name or address (the reports' rule). */
export function channelOf(feed: { name: string; url: string } | null): string {
  if (!feed) return 'Another calendar';
  const text = `${feed.name} ${feed.url}`;
  if (/airbnb/i.test(text)) return 'Airbnb';
  if (/vrbo|homeaway/i.test(text)) return 'VRBO';
  if (/booking/i.test(text)) return 'Booking.com';
  return feed.name;
}

const within = (night: string, range: { start: string; end: string }) => range.start <= night && night < range.end;

/**
 * Every night of [start, end) with what holds it and its 1-night price: three queries
 * for the whole range, then the pricing engine's pure functions once per night.
 */
export async function calendarMonth(em: EntityManager, input: CalendarRangeInput, now = new Date()): Promise<CalendarMonth> {
  const { start, end } = input;
  const [bookings, blocks, feeds, rates, settings] = await Promise.all([
    em.find(BookingEntity, liveStaysOverlapping(start, end, now), { orderBy: { checkIn: 'asc' } }),
    em.find(CalendarBlockEntity, { startDate: { $lt: end }, endDate: { $gt: start } }, { orderBy: { startDate: 'asc', id: 'asc' } }),
    em.find(CalendarFeedEntity, {}),
    loadRates(em),
    loadPricingSettings(em),
  ]);
  const config = toPricingConfig(rates, settings);
  const feedBySource = new Map(feeds.map((feed) => [`feed:${feed.id}`, feed]));
  const minOverrides = new Set(settings.overrides.filter((entry) => entry.minNights !== undefined).map((entry) => entry.date));

  function stateOf(night: string): NightState {
    const stay = bookings.find((booking) => within(night, { start: booking.checkIn, end: booking.checkOut }));
    if (stay?.status === 'confirmed') return { kind: 'booked', reference: stay.reference, guestName: stay.guestName ?? null };
    if (stay) return { kind: 'hold', reference: stay.reference, expiresAt: (stay.holdExpiresAt ?? now).toISOString() };
    const covering = blocks.filter((block) => within(night, { start: block.startDate, end: block.endDate }));
    const owner = covering.find((block) => block.source === BLACKOUT_SOURCE);
    if (owner) return { kind: 'blocked', blackoutId: owner.id, note: owner.note || null };
    const imported = covering[0];
    if (imported) {
      const feed = feedBySource.get(imported.source) ?? null;
      return { kind: 'imported', source: feed ? channelOf(feed) : channelOf({ name: imported.source, url: '' }), feedId: feed?.id ?? null };
    }
    return { kind: 'free' };
  }

  const nights = nightsOfStay(start, end).map((date): CalendarNight => {
    const price = priceNight(config, date);
    return {
      date,
      state: stateOf(date),
      priceCents: price.cents,
      priceSource: price.source,
      minNights: minNightsFor(config, date),
      minNightsOverride: minOverrides.has(date),
    };
  });
  return { start, end, today: todayAtProperty(now), nights };
}

/** Sets one field of the per-date overrides for every night of the range, through the pricing settings. */
async function setOverrides(
  em: EntityManager,
  range: CalendarRangeInput,
  change: Pick<NightOverride, 'nightlyCents'> | Pick<NightOverride, 'minNights'>,
  now: Date,
): Promise<RangeActionResult> {
  if (range.start < todayAtProperty(now)) {
    throw new AppError('BAD_REQUEST', 'Past nights cannot be changed.', { start: ['Start date cannot be in the past'] });
  }
  await refuseOverLiveStay(em, range.start, range.end, now);
  const settings = await loadPricingSettings(em);
  const byDate = new Map(settings.overrides.map((entry) => [entry.date, entry]));
  const nights = nightsOfStay(range.start, range.end);
  for (const date of nights) byDate.set(date, { ...byDate.get(date), date, ...change });
  if (byDate.size > MAX_OVERRIDES) {
    throw new AppError('BAD_REQUEST', `The pricing settings hold at most ${MAX_OVERRIDES} special nights. Remove old ones under Pricing first.`);
  }
  const overrides = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  await savePricingSettings(em, { ...settings, overrides });
  return { nights: daysBetweenIso(range.start, range.end) };
}

/** A price for each night of the range: a per-date override, which wins over season and weekend rates. */
export function setNightPrice(em: EntityManager, input: CalendarRangeInput & { nightlyCents: number }, now = new Date()): Promise<RangeActionResult> {
  return setOverrides(em, input, { nightlyCents: input.nightlyCents }, now);
}

/** A minimum stay for arrivals on each night of the range: a per-date override, which wins over the season's. */
export function setMinStay(em: EntityManager, input: CalendarRangeInput & { minNights: number }, now = new Date()): Promise<RangeActionResult> {
  return setOverrides(em, input, { minNights: input.minNights }, now);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { pricingSettingsSchema, type PricingSettings, type PropertyRates } from '../../../shared/pricing/pricing-settings.schemas';
import { SettingEntity } from '../content/content.entity';
import { log } from '../../logger';
import { loadProperty } from '../property/property.service';
import type { Property } from '../property/property.entity';
import { defaultPricingSettings } from './pricing-settings.logic';

export const PRICING_KEY = 'pricing';

/** The owner's pricing settings; defaults when none were saved (or a stored document no longer validates). */
export async function loadPricingSettings(em: EntityManager): Promise<PricingSettings> {
  const row = await em.findOne(SettingEntity, { key: PRICING_KEY });
  if (!row) return defaultPricingSettings();
  const parsed = pricingSettingsSchema.safeParse(row.value);
  if (parsed.success) return parsed.data;
  // Guests must still get a price; the owner sees the defaults in the admin and can save again.
  log.warn('stored pricing settings are invalid; using defaults');
  return defaultPricingSettings();
}

/** Replaces the settings as a whole; the caller's input is already validated by the schema. */
export async function savePricingSettings(em: EntityManager, settings: PricingSettings): Promise<PricingSettings> {
  const value = pricingSettingsSchema.parse(settings);
  await em.upsert(SettingEntity, { key: PRICING_KEY, value: value as unknown as Record<string, unknown>, updatedAt: new Date() });
  return value;
}

export function ratesOf(property: Pick<Property, 'baseRateCents' | 'cleaningFeeCents' | 'minNights'>): PropertyRates {
  return { baseRateCents: property.baseRateCents, cleaningFeeCents: property.cleaningFeeCents, minNights: property.minNights };
}

export async function loadRates(em: EntityManager): Promise<PropertyRates> {
  return ratesOf(await loadProperty(em));
}

export async function saveRates(em: EntityManager, rates: PropertyRates): Promise<PropertyRates> {
  const property = await loadProperty(em);
  property.baseRateCents = rates.baseRateCents;
  property.cleaningFeeCents = rates.cleaningFeeCents;
  property.minNights = rates.minNights;
  await em.flush();
  return ratesOf(property);
}

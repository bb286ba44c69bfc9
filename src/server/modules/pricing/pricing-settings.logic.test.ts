import { describe, expect, it } from 'vitest';
import { pricingSettingsSchema } from '../../../shared/pricing/pricing-settings.schemas';
import { OAHU_TAXES_2026 } from './oahu-taxes';
import { defaultPricingSettings, toPricingConfig } from './pricing-settings.logic';
import { minNightsFor, priceStay } from './pricing.logic';

const rates = { baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 2 };

describe('toPricingConfig', () => {
  it('prices a fresh house from its rates with Oahu taxes only', () => {
    const config = toPricingConfig(rates, defaultPricingSettings());
    expect(config).toEqual({
      baseNightlyCents: 50_000,
      defaultMinNights: 2,
      cleaningFeeCents: 30_000,
      seasons: [],
      overrides: [],
      lengthOfStayDiscounts: [],
      taxes: [...OAHU_TAXES_2026],
    });
    expect(priceStay(config, { checkIn: '2026-12-01', checkOut: '2026-12-05', guests: 2, pets: 0 }).totalCents).toBe(273_038);
  });

  it('leaves unset options out, so the engine falls back instead of charging zero', () => {
    const config = toPricingConfig(rates, {
      ...defaultPricingSettings(),
      weekendNightlyCents: 60_000,
      seasons: [{ name: 'Holidays', startDate: '2026-12-20', endDate: '2027-01-02', nightlyCents: 80_000, minNights: 5 }],
      extraGuestFee: { includedGuests: 6, perGuestPerNightCents: 2_000 },
      petFeeCents: 10_000,
    });
    expect(config.seasons[0]).toEqual({ name: 'Holidays', startDate: '2026-12-20', endDate: '2027-01-02', nightlyCents: 80_000, minNights: 5 });
    expect('weekendNightlyCents' in config.seasons[0]!).toBe(false);
    expect(config).toMatchObject({ weekendNightlyCents: 60_000, extraGuestFee: { includedGuests: 6, perGuestPerNightCents: 2_000 }, petFeeCents: 10_000 });
    // 2026-12-25 is a Friday in the season: the season's rate, not the house weekend rate.
    expect(priceStay(config, { checkIn: '2026-12-25', checkOut: '2026-12-26', guests: 2, pets: 0 }).rentCents).toBe(80_000);
    expect(minNightsFor(config, '2026-12-20')).toBe(5);
    expect(minNightsFor(config, '2026-12-19')).toBe(2);
  });

  it('does not share arrays with the settings it was built from', () => {
    const settings = defaultPricingSettings();
    const config = toPricingConfig(rates, settings);
    settings.taxes[0]!.milliPercent = 0;
    expect(config.taxes[0]!.milliPercent).toBe(11_000);
  });
});

describe('per-night overrides with a minimum stay', () => {
  it('still reads overrides stored before minimum stays existed, and reads a minimum-only night', () => {
    const stored = { ...defaultPricingSettings(), overrides: [{ date: '2027-12-31', nightlyCents: 99_999 }] };
    expect(pricingSettingsSchema.parse(stored).overrides).toEqual([{ date: '2027-12-31', nightlyCents: 99_999 }]);
    const withMinimum = { ...defaultPricingSettings(), overrides: [{ date: '2027-12-30', minNights: 4 }] };
    expect(pricingSettingsSchema.parse(withMinimum).overrides).toEqual([{ date: '2027-12-30', minNights: 4 }]);
    const empty = pricingSettingsSchema.safeParse({ ...defaultPricingSettings(), overrides: [{ date: '2027-12-30' }] });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]).toMatchObject({ message: 'Give the night a price or a minimum stay', path: ['overrides', 0, 'nightlyCents'] });
  });

  it("a night's own minimum wins over its season's; a minimum-only night keeps its usual price", () => {
    const config = toPricingConfig(rates, {
      ...defaultPricingSettings(),
      seasons: [{ name: 'Holidays', startDate: '2026-12-20', endDate: '2027-01-02', nightlyCents: 80_000, minNights: 5 }],
      overrides: [{ date: '2026-12-22', minNights: 2 }],
    });
    expect(minNightsFor(config, '2026-12-22')).toBe(2);
    expect(minNightsFor(config, '2026-12-23')).toBe(5);
    expect(priceStay(config, { checkIn: '2026-12-22', checkOut: '2026-12-23', guests: 2, pets: 0 }).rentCents).toBe(80_000);
  });
});

import { describe, expect, it } from 'vitest';
import type { PricingSettings } from '../../../shared/pricing/pricing-settings.schemas';
import { couponDiscountText, couponFromDraft, emptyCoupon } from './coupon-draft';
import { fieldKeyOf, fromDraft, serverFieldErrors, toDraft } from './pricing-draft';

const rates = { baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 2 };
const settings: PricingSettings = {
  weekendNightlyCents: 60_050,
  seasons: [{ name: 'Summer', startDate: '2027-06-01', endDate: '2027-08-31', nightlyCents: 65_000, weekendNightlyCents: 70_000, minNights: 5 }],
  overrides: [{ date: '2027-12-31', nightlyCents: 99_999 }],
  lengthOfStayDiscounts: [
    { minNights: 28, milliPercent: 20_000, label: 'Monthly discount' },
    { minNights: 14, milliPercent: 12_000, label: 'Two weeks' },
    { minNights: 7, milliPercent: 10_000, label: 'Weekly discount' },
  ],
  extraGuestFee: { includedGuests: 6, perGuestPerNightCents: 2_500 },
  petFeeCents: 15_000,
  taxes: [{ label: 'Hawaii GET (4.712%)', milliPercent: 4_712 }],
  bookingHorizonMonths: 18,
  maxStayNights: 60,
};

describe('pricing draft', () => {
  it('shows cents as dollars and thousandths as percents', () => {
    const draft = toDraft(rates, settings);
    expect(draft).toMatchObject({ baseRate: '500', weekendRate: '600.50', cleaningFee: '300', minNights: '2', weeklyPercent: '10', monthlyPercent: '20', extraGuestFee: '25', extraGuestsIncluded: '6', petFee: '150' });
    expect(draft.seasons[0]).toEqual({ name: 'Summer', startDate: '2027-06-01', endDate: '2027-08-31', nightly: '650', weekend: '700', minNights: '5' });
    expect(draft.taxes).toEqual([{ label: 'Hawaii GET (4.712%)', rate: '4.712' }]);
    expect(draft).toMatchObject({ bookingHorizonMonths: '18', maxStayNights: '60' });
  });

  it('keeps the minimum stays set on the calendar when the pricing screen saves, and needs a price only without one', () => {
    const withMinimums = { ...settings, overrides: [{ date: '2027-12-30', minNights: 3 }, { date: '2027-12-31', nightlyCents: 99_999, minNights: 4 }] };
    const draft = toDraft(rates, withMinimums);
    expect(draft.overrides).toEqual([
      { date: '2027-12-30', nightly: '', minNights: '3' },
      { date: '2027-12-31', nightly: '999.99', minNights: '4' },
    ]);
    expect(fromDraft(draft)).toMatchObject({ ok: true, settings: { overrides: withMinimums.overrides } });
    expect(fromDraft({ ...draft, overrides: [{ date: '2027-12-30', nightly: '', minNights: '' }] })).toMatchObject({
      ok: false,
      errors: { 'overrides.0.nightlyCents': 'Enter dollars, like 125 or 125.50' },
    });
  });

  it('keeps the booking window: sends the owner\'s numbers and names a bad one by its schema path', () => {
    const changed = fromDraft({ ...toDraft(rates, settings), bookingHorizonMonths: '12', maxStayNights: '30' });
    expect(changed).toMatchObject({ ok: true, settings: { bookingHorizonMonths: 12, maxStayNights: 30 } });
    expect(fromDraft({ ...toDraft(rates, settings), bookingHorizonMonths: 'soon', maxStayNights: '' })).toMatchObject({
      ok: false,
      errors: { bookingHorizonMonths: 'Enter a number of months', maxStayNights: 'Enter a number of nights' },
    });
  });

  it('round-trips the settings, keeping discounts the form does not show', () => {
    const result = fromDraft(toDraft(rates, settings));
    expect(result).toMatchObject({ ok: true, rates });
    if (!result.ok) return;
    expect(result.settings).toMatchObject({ ...settings, lengthOfStayDiscounts: expect.arrayContaining(settings.lengthOfStayDiscounts) });
    expect(result.settings.lengthOfStayDiscounts).toHaveLength(3);
  });

  it('leaves empty optional fields out rather than sending zero', () => {
    const draft = { ...toDraft(rates, settings), weekendRate: '', petFee: ' ', extraGuestFee: '', extraGuestsIncluded: '', weeklyPercent: '', monthlyPercent: '' };
    draft.seasons = [{ ...draft.seasons[0]!, weekend: '', minNights: '' }];
    const result = fromDraft(draft);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings).toMatchObject({ weekendNightlyCents: null, petFeeCents: null, extraGuestFee: null, lengthOfStayDiscounts: [{ minNights: 14 }] });
    expect(result.settings.seasons[0]).toEqual({ name: 'Summer', startDate: '2027-06-01', endDate: '2027-08-31', nightlyCents: 65_000 });
  });

  it('names each unreadable or refused field by its schema path', () => {
    const draft = { ...toDraft(rates, settings), baseRate: 'five hundred', weeklyPercent: '120', extraGuestsIncluded: '' };
    draft.seasons = [{ ...draft.seasons[0]!, endDate: '2027-05-01' }];
    const result = fromDraft(draft);
    expect(result).toEqual({
      ok: false,
      errors: {
        baseRateCents: 'Enter dollars, like 125 or 125.50',
        weeklyPercent: 'Rates cannot exceed 100%',
        'extraGuestFee.includedGuests': 'Enter a whole number of guests',
        'seasons.0.endDate': 'The season must end on or after its first night',
      },
    });
  });

  it('maps server paths in the discount list back to the weekly and monthly fields', () => {
    const draft = { ...toDraft(rates, settings), weeklyPercent: '' };
    expect(fieldKeyOf('lengthOfStayDiscounts.0.milliPercent', draft)).toBe('monthlyPercent');
    expect(serverFieldErrors({ 'seasons.0.startDate': ['Overlaps', 'second'] }, draft)).toEqual({ 'seasons.0.startDate': 'Overlaps' });
  });
});

describe('coupon draft', () => {
  it('sends percents in thousandths and dollars in cents', () => {
    expect(couponFromDraft({ ...emptyCoupon(), code: 'aloha', amount: '12.5' })).toMatchObject({ ok: true, input: { kind: 'percent', value: 12_500, maxUses: null, validFrom: null } });
    expect(couponFromDraft({ ...emptyCoupon(), code: 'FIFTY', kind: 'fixed', amount: '49.99', maxUses: '3' })).toMatchObject({ ok: true, input: { kind: 'fixed', value: 4_999, maxUses: 3 } });
    expect(couponDiscountText({ kind: 'fixed', value: 4_999 })).toBe('$49.99 off');
  });

  it('refuses what it cannot read, per field', () => {
    expect(couponFromDraft({ ...emptyCoupon(), code: 'x', amount: 'lots', maxUses: 'many', validFrom: '2027-02-01', validTo: '2027-01-01' })).toEqual({
      ok: false,
      errors: {
        code: 'Codes have at least 3 characters',
        value: 'Enter a percentage, like 10',
        maxUses: 'Enter a whole number, or leave empty for unlimited',
        validTo: 'The end of validity must be after its start',
      },
    });
  });
});

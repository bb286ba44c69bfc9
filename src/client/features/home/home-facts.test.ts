import { describe, expect, it } from 'vitest';
import { formatNightlyRate, homeFacts, homeQuoteInput } from './home-facts';

describe('homeQuoteInput', () => {
  it.each([
    // Honolulu is UTC-10: 09:00 UTC on 1 March is still 28 February at the house.
    ['2026-03-01T09:00:00Z', '2026-03-01', '2026-03-02'],
    ['2026-03-01T11:00:00Z', '2026-03-02', '2026-03-03'],
    ['2026-12-31T12:00:00Z', '2027-01-01', '2027-01-02'],
    ['2028-02-28T20:00:00Z', '2028-02-29', '2028-03-01'],
  ])('at %s asks for %s to %s for 2 guests', (now, start, end) => {
    expect(homeQuoteInput(new Date(now))).toEqual({ start, end, guests: 2 });
  });
});

describe('formatNightlyRate', () => {
  it.each([
    ['599.00', '$599'],
    ['599', '$599'],
    ['612.50', '$612.50'],
    ['1250.00', '$1,250'],
    ['0.99', '$0.99'],
  ])('%j -> %j', (amount, text) => {
    expect(formatNightlyRate(amount)).toBe(text);
  });

  it.each([null, undefined, '', '  ', '0', '0.00', '-50.00', 'abc', 'Infinity'])('%j has no rate', (amount) => {
    expect(formatNightlyRate(amount)).toBeNull();
  });
});

describe('homeFacts', () => {
  const property = { max_guests: 10, bedrooms: 4, base_rate: '650.00' };

  it('takes guests and bedrooms from the property and the rate from the quote', () => {
    expect(homeFacts(property, '725.00')).toEqual({ sleeps: 10, bedrooms: 4, startingRate: 'Starting $725/night' });
  });

  it('falls back to the base rate without a quote', () => {
    expect(homeFacts(property, undefined).startingRate).toBe('Starting $650/night');
    expect(homeFacts(property, 'NaN').startingRate).toBe('Starting $650/night');
  });

  it("uses the spec's fallbacks with neither", () => {
    expect(homeFacts(undefined, undefined)).toEqual({ sleeps: 8, bedrooms: 3, startingRate: 'Starting $599/night' });
    expect(homeFacts({ ...property, base_rate: '' }, undefined).startingRate).toBe('Starting $599/night');
  });
});

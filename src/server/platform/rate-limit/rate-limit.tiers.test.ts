import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../trpc/public-reads';
import { DEFAULT_TIER_LIMITS, tierLimits, tiersOf } from './rate-limit.tiers';

describe('tiersOf', () => {
  it.each([
    ['auth.login', ['auth', 'api']],
    ['auth.register', ['auth', 'api']],
    ['contact.send', ['contact', 'api']],
    ['booking.hold', ['booking', 'api']],
    ['booking.startCheckout', ['booking', 'api']],
    ['booking.view', ['api']],
    ['quote.get', ['api']],
    ['admin.bookings.list', ['api']],
  ])('%s counts against %o', (path, tiers) => {
    expect(tiersOf(path)).toEqual(tiers);
  });
});

describe('tierLimits', () => {
  it('takes counts from settings and keeps the windows', () => {
    const limits = tierLimits({ auth: 5, api: undefined });
    expect(limits.auth).toEqual({ limit: 5, windowMs: DEFAULT_TIER_LIMITS.auth.windowMs });
    expect(limits.api).toEqual(DEFAULT_TIER_LIMITS.api);
  });
});

describe('cacheControlFor', () => {
  it('lets caches keep only answers made entirely of public reads', () => {
    expect(cacheControlFor(['property.public', 'reviews.summary'])).toBeUndefined();
    expect(cacheControlFor(['property.public', 'auth.me'])).toBe('no-store');
    expect(cacheControlFor(['property.coordinates'])).toBe('no-store');
    expect(cacheControlFor(['booking.view'])).toBe('no-store');
    expect(cacheControlFor([])).toBe('no-store');
  });
});

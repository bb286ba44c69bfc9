import { describe, expect, it } from 'vitest';
import { cacheControlFor, isKeptRead, isPublicRead } from './public-reads';

describe('public reads', () => {
  it('keeps only the reads no guest action changes', () => {
    expect(isKeptRead('property.public')).toBe(true);
    expect(isKeptRead('reviews.summary')).toBe(true);
    expect(isKeptRead('quote.get')).toBe(false);
    expect(isPublicRead('quote.get')).toBe(true);
    expect(isKeptRead('availability.merged')).toBe(false);
    expect(isKeptRead('admin.site.settings')).toBe(false);
  });

  it('treats a name an object carries by inheritance as no public read', () => {
    expect(isPublicRead('toString')).toBe(false);
    expect(isKeptRead('constructor')).toBe(false);
    expect(cacheControlFor(['hasOwnProperty'])).toBe('no-store');
  });
});

import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './paths';
import { SITE_INFO_FALLBACK, withSiteInfoFallbacks } from './property/site-info.rules';
import { summarizeRatingCounts } from './reviews/reviews.rules';

describe('review summary', () => {
  it('averages to one decimal and counts each star', () => {
    // 2 fives, 1 four, 1 three average 4.25, shown 4.3; 4.95 would show 5.
    expect(summarizeRatingCounts({ 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 })).toEqual({ averageRating: 4.3, totalReviews: 4, reviewCounts: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } });
    expect(summarizeRatingCounts({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 19 }).averageRating).toBe(5);
    expect(summarizeRatingCounts({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toEqual({ averageRating: 0, totalReviews: 0, reviewCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });
});

describe('site info fallbacks (spec §3)', () => {
  it('fills what is missing and keeps what is set', () => {
    const info = withSiteInfoFallbacks({ site_name: 'Kaneohe Bay Beach House', site_description: '' });
    expect(info.site_name).toBe('Kaneohe Bay Beach House');
    expect(info.site_description).toBe('Your perfect vacation rental experience.');
    expect(withSiteInfoFallbacks(null)).toEqual(SITE_INFO_FALLBACK);
    expect(SITE_INFO_FALLBACK.site_name).toBe('Vacation Rental');
  });
});

describe('known pages', () => {
  it('knows the spec route table and nothing else', () => {
    for (const path of ['/', '/stay', '/booking/details', '/admin', '/admin/page-builder', '/admin/page-builder/home', '/admin/page-builder/family-reunions', '/policies/']) expect(isKnownPagePath(path)).toBe(true);
    for (const path of ['/nope', '/admin/nope', '/stay/extra', '/admin/page-builder/Bad_Slug', '/admin/page-builder/a/b']) expect(isKnownPagePath(path)).toBe(false);
  });
});

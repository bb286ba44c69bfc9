import { describe, expect, it } from 'vitest';
import type { Photo } from '../../../shared/property/property.schemas';
import { galleryPhotos, SAMPLE_PHOTOS, wrapIndex } from './gallery-photos';

function photo(id: number, sortOrder: number, featured = false): Photo {
  return {
    id,
    url: `/photos/p${id}-1280.webp`,
    alt: `Photo ${id}`,
    is_featured: featured,
    sort_order: sortOrder,
    width: 1280,
    height: 853,
    srcset: { avif: '', webp: '' },
    placeholder: null,
  };
}

describe('galleryPhotos', () => {
  it('falls back to the six generated sample photos when the server has none', () => {
    const samples = galleryPhotos([]);
    expect(samples).toHaveLength(6);
    expect(samples.map((sample) => sample.url)).toEqual([
      '/photos/oceanfront-lanai-sunrise-1280.webp',
      '/photos/living-room-bay-view-1280.webp',
      '/photos/kitchen-island-1280.webp',
      '/photos/primary-bedroom-ocean-1280.webp',
      '/photos/backyard-lawn-to-beach-1280.webp',
      '/photos/sunset-over-koolau-1280.webp',
    ]);
    expect(SAMPLE_PHOTOS[0]!.srcset?.avif).toMatch(/^\/photos\/oceanfront-lanai-sunrise-320\.avif 320w, .* \/photos\/oceanfront-lanai-sunrise-1920\.avif 1920w$/);
    for (const sample of samples) expect(sample.alt.length).toBeGreaterThan(20);
  });

  it.each([
    { label: 'sort_order', input: [photo(1, 3), photo(2, 1), photo(3, 2)], expected: [2, 3, 1] },
    { label: 'featured first, then sort_order', input: [photo(1, 1), photo(2, 2, true), photo(3, 3), photo(4, 4, true)], expected: [2, 4, 1, 3] },
    { label: 'ties keep the server order', input: [photo(5, 1), photo(6, 1)], expected: [5, 6] },
  ])('orders by $label', ({ input, expected }) => {
    expect(galleryPhotos(input).map((item) => item.id)).toEqual(expected);
  });
});

describe('wrapIndex', () => {
  it.each([
    { index: 0, step: 1, total: 14, expected: 1 },
    { index: 13, step: 1, total: 14, expected: 0 },
    { index: 0, step: -1, total: 14, expected: 13 },
    { index: 5, step: -1, total: 14, expected: 4 },
    { index: 0, step: 1, total: 1, expected: 0 },
    { index: 0, step: -1, total: 0, expected: 0 },
  ])('$index + ($step) of $total -> $expected', ({ index, step, total, expected }) => {
    expect(wrapIndex(index, step, total)).toBe(expected);
  });
});

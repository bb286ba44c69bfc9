import { describe, expect, it } from 'vitest';
import { importKeyOf } from './review-import.logic';

const review = { source: 'airbnb' as const, guest_name: 'Keiko T.', review_date: '2024-03-21', review_text: 'Lovely stay by the bay.' };

describe('importKeyOf', () => {
  it('is the same for the same review, whatever its case or spacing', () => {
    expect(importKeyOf({ ...review, guest_name: ' keiko  t. ', review_text: 'Lovely  stay\nby the BAY.' })).toBe(importKeyOf(review));
  });

  it.each([
    ['source', { source: 'vrbo' as const }],
    ['guest', { guest_name: 'Keiko S.' }],
    ['date', { review_date: '2024-03-22' }],
    ['text', { review_text: 'Lovely stay by the beach.' }],
  ])('differs when the %s differs', (_what, change) => {
    expect(importKeyOf({ ...review, ...change })).not.toBe(importKeyOf(review));
  });

  it('is a 64-character hex digest (the column is varchar(64))', () => {
    expect(importKeyOf(review)).toMatch(/^[0-9a-f]{64}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeCsvDate, parseSource, reviewFromRow } from './review-import.rules';

describe('normalizeCsvDate', () => {
  it.each([
    ['2024-03-21', '2024-03-21'],
    ['2024-03-21T18:30:00Z', '2024-03-21'],
    ['3/1/2024', '2024-03-01'],
    ['2024/3/1', '2024-03-01'],
    [' ', ''],
    ['March 2024', 'March 2024'],
  ])('%s → %s', (value, expected) => expect(normalizeCsvDate(value)).toBe(expected));
});

describe('parseSource', () => {
  it.each([
    ['Airbnb', 'airbnb'],
    ['VRBO', 'vrbo'],
    ['HomeAway', 'vrbo'],
    ['Booking.com', 'booking'],
    ['booking com', 'booking'],
    ['Direct', 'direct'],
    ['', 'vrbo'],
    ['Tripadvisor', null],
  ])('%s → %s (default vrbo)', (value, expected) => expect(parseSource(value, 'vrbo')).toBe(expected));
});

const GOOD = { guest_name: 'Ana', rating: '5', review_date: '2025-01-02', review_text: 'Lovely.' };

describe('reviewFromRow', () => {
  it('reads ratings written as 5, 5.0, 5/5 or 5 stars, and refuses half stars', () => {
    for (const rating of ['5', '5.0', '5/5', '5 stars']) expect(reviewFromRow({ ...GOOD, rating }, { default_source: 'direct', publish: true })).toMatchObject({ ok: true, review: { rating: 5 } });
    expect(reviewFromRow({ ...GOOD, rating: '4.5' }, { default_source: 'direct', publish: true })).toEqual({ ok: false, reason: 'Rating: Give the rating from 1 to 5' });
  });

  it('reads would-recommend as yes or no (empty: yes), and refuses anything else by name', () => {
    expect(reviewFromRow({ ...GOOD, would_recommend: 'No' }, { default_source: 'direct', publish: true })).toMatchObject({ ok: true, review: { would_recommend: false } });
    expect(reviewFromRow(GOOD, { default_source: 'direct', publish: true })).toMatchObject({ ok: true, review: { would_recommend: true } });
    expect(reviewFromRow({ ...GOOD, would_recommend: 'maybe' }, { default_source: 'direct', publish: true })).toEqual({ ok: false, reason: 'Would recommend: write yes or no' });
  });

  it('names the field that is wrong: a missing name, text or a stay that ends first', () => {
    expect(reviewFromRow({ ...GOOD, guest_name: ' ' }, { default_source: 'direct', publish: true })).toEqual({ ok: false, reason: 'Guest name: Give the guest’s name as it should be shown' });
    expect(reviewFromRow({ ...GOOD, review_text: '' }, { default_source: 'direct', publish: true })).toEqual({ ok: false, reason: 'Review text: Give the review’s text' });
    expect(reviewFromRow({ ...GOOD, stay_start_date: '2025-01-05', stay_end_date: '2025-01-01' }, { default_source: 'direct', publish: true })).toEqual({ ok: false, reason: 'Stay end: The stay ends after it starts' });
  });

  it('never features or verifies an imported review, and publishes it only when asked', () => {
    expect(reviewFromRow(GOOD, { default_source: 'airbnb', publish: false })).toMatchObject({ ok: true, review: { is_featured: false, verified_guest: false, is_published: false, source: 'airbnb' } });
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_BOOKING_FORM } from '../../../shared/stay/stay-form';
import { buildBookingDraft } from './booking-draft';

const form = { ...EMPTY_BOOKING_FORM };

describe('booking draft', () => {
  it('holds the stay, the quote and an id from the current time', () => {
    const quote = { total: '2345.67', nights: 3, nightlyRate: '500.00', breakdown: [{ label: 'Cleaning fee', amount: '300.00' }] };
    const draft = buildBookingDraft({ ...form, checkIn: '2026-06-11', checkOut: '2026-06-14', guests: '4' }, quote, new Date(1_750_000_000_000));
    expect(draft).toEqual({
      bookingId: 'booking-1750000000000',
      checkIn: '2026-06-11',
      checkOut: '2026-06-14',
      guests: 4,
      total: '2345.67',
      currency: 'USD',
      nights: 3,
      nightlyRate: '500.00',
      breakdown: [{ label: 'Cleaning fee', amount: '300.00' }],
    });
  });
});

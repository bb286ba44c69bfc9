import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../../../shared/booking/booking.schemas';
import { canTransition, shownStatus, TRANSITIONS, type Transition } from './booking-status';

/** The whole table, written out: every (transition, from-state) pair and where it leads, or null where it is refused. */
const EXPECTED: Record<Transition, Record<BookingStatus, BookingStatus | null>> = {
  place: { hold: null, expired: null, confirmed: null, cancelled: null },
  placeConfirmed: { hold: null, expired: null, confirmed: null, cancelled: null },
  expire: { hold: 'expired', expired: null, confirmed: null, cancelled: null },
  release: { hold: 'expired', expired: null, confirmed: null, cancelled: null },
  confirm: { hold: 'confirmed', expired: 'confirmed', confirmed: null, cancelled: null },
  cancel: { hold: null, expired: null, confirmed: 'cancelled', cancelled: null },
  refundUnplaced: { hold: 'cancelled', expired: 'cancelled', confirmed: null, cancelled: 'cancelled' },
};

describe('the booking lifecycle', () => {
  it('allows exactly the transitions of the table', () => {
    for (const transition of Object.keys(TRANSITIONS) as Transition[]) {
      for (const from of BOOKING_STATUSES) {
        expect({ transition, from, to: canTransition(transition, from) ? TRANSITIONS[transition].to : null }).toEqual({ transition, from, to: EXPECTED[transition][from] });
        expect(canTransition(transition, from)).toBe(EXPECTED[transition][from] !== null);
      }
    }
  });

  it('starts every booking as a hold', () => {
    expect(TRANSITIONS.place.to).toBe('hold');
  });

  it('starts an owner-made booking as confirmed, never as a hold', () => {
    expect(TRANSITIONS.placeConfirmed.to).toBe('confirmed');
    expect(TRANSITIONS.placeConfirmed.from).toEqual([]);
  });

  it('never leaves a confirmed booking except by cancelling it', () => {
    const fromConfirmed = (Object.keys(TRANSITIONS) as Transition[]).filter((transition) => canTransition(transition, 'confirmed'));
    expect(fromConfirmed).toEqual(['cancel']);
  });

  it('shows a hold whose time ran out as expired before the sweep reaches it', () => {
    const now = new Date('2027-03-01T10:00:00Z');
    expect(shownStatus({ status: 'hold', holdExpiresAt: new Date('2027-03-01T10:00:00Z') }, now)).toBe('expired');
    expect(shownStatus({ status: 'hold', holdExpiresAt: new Date('2027-03-01T10:00:01Z') }, now)).toBe('hold');
    expect(shownStatus({ status: 'confirmed', holdExpiresAt: new Date('2027-03-01T09:00:00Z') }, now)).toBe('confirmed');
  });
});

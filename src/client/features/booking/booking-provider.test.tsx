import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertyPublic } from '../../../shared/property/property.schemas';
import { BOOKING_STATE_KEY } from '../../lib/booking-state-key';
import { useBooking, type BookingContextValue } from './booking-provider';
import { defaultHandlers, freezeClock, propertyFixture, renderBooking } from './booking-test-kit';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** Renders the provider and hands back a live view of its value. */
function renderContext(handlers = defaultHandlers()) {
  const current: { value: BookingContextValue | null } = { value: null };
  function Probe() {
    current.value = useBooking();
    return <p>{JSON.stringify([current.value.checkIn, current.value.checkOut, current.value.guests])}</p>;
  }
  renderBooking(<Probe />, { handlers });
  return () => current.value!;
}

const stored = (storage: Storage) => JSON.parse(storage.getItem(BOOKING_STATE_KEY) ?? 'null');

describe('BookingProvider (spec §3, §4)', () => {
  it('throws when used outside its provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderHook(() => useBooking())).toThrow('useBooking must be used within a BookingProvider');
    } finally {
      quiet.mockRestore();
    }
  });

  it('begins empty with 2 guests and the 10:00 check-out time until the property says otherwise', async () => {
    freezeClock();
    const pending: ((value: PropertyPublic) => void)[] = [];
    const booking = renderContext(defaultHandlers({ 'property.public': () => new Promise((resolve) => pending.push(resolve)) }));
    expect(booking()).toMatchObject({ checkIn: '', checkOut: '', guests: '2', propertyCheckoutTime: '10:00', isValid: false });
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]!(propertyFixture({ check_out_time: '11:00 AM' })));
    await waitFor(() => expect(booking().propertyCheckoutTime).toBe('11:00 AM'));
  });

  it('saves every change to session and local storage', async () => {
    freezeClock();
    const booking = renderContext();
    act(() => booking().updateDates('2026-06-12', '2026-06-15'));
    act(() => booking().setGuests('4'));
    const expected = { checkIn: '2026-06-12', checkOut: '2026-06-15', guests: '4' };
    await waitFor(() => expect(stored(sessionStorage)).toEqual(expected));
    expect(stored(localStorage)).toEqual(expected);
    expect(booking().isValid).toBe(true);
  });

  it('picks up a saved form, dropping a past check-in with its check-out', () => {
    freezeClock();
    sessionStorage.setItem(BOOKING_STATE_KEY, JSON.stringify({ checkIn: '2026-06-09', checkOut: '2026-06-12', guests: '3' }));
    const booking = renderContext();
    expect(booking()).toMatchObject({ checkIn: '', checkOut: '', guests: '3' });
  });

  it('ignores a saved form it cannot read', () => {
    freezeClock();
    localStorage.setItem(BOOKING_STATE_KEY, '{not json');
    const booking = renderContext();
    expect(booking()).toMatchObject({ checkIn: '', checkOut: '', guests: '2' });
  });

  it('clears both dates for a past check-in, only check-out for a past check-out', () => {
    freezeClock();
    const booking = renderContext();
    act(() => booking().updateDates('2026-06-12', '2026-06-15'));
    act(() => booking().setCheckOut('2026-06-01'));
    expect(booking()).toMatchObject({ checkIn: '2026-06-12', checkOut: '' });
    act(() => booking().updateDates('2026-06-12', '2026-06-15'));
    act(() => booking().setCheckIn('2026-06-01'));
    expect(booking()).toMatchObject({ checkIn: '', checkOut: '' });
  });

  it('setting check-in alone leaves check-out; updateDates fills in and moves check-out as the spec says', async () => {
    freezeClock();
    const booking = renderContext();
    await waitFor(() => screen.getByText(/\[/));
    act(() => booking().updateDates('2026-06-12', '2026-06-15'));
    act(() => booking().setCheckIn('2026-06-13'));
    expect(booking()).toMatchObject({ checkIn: '2026-06-13', checkOut: '2026-06-15' });
    act(() => booking().updateDates('2026-06-20'));
    expect(booking()).toMatchObject({ checkIn: '2026-06-20', checkOut: '2026-06-21' });
    act(() => booking().updateDates('2026-06-20', '2026-06-20'));
    expect(booking()).toMatchObject({ checkIn: '2026-06-20', checkOut: '2026-06-21' });
  });

  it('reset returns to the empty form', () => {
    freezeClock();
    const booking = renderContext();
    act(() => {
      booking().updateDates('2026-06-12', '2026-06-15');
      booking().setGuests('5');
    });
    act(() => booking().reset());
    expect(booking()).toMatchObject({ checkIn: '', checkOut: '', guests: '2' });
  });

  it('drops dates that became past when the guest comes back to the tab', () => {
    freezeClock(new Date('2026-06-10T20:00:00Z'));
    const booking = renderContext();
    act(() => booking().updateDates('2026-06-11', '2026-06-13'));
    // Two days later the tab gets focus again; the date update lock has long passed.
    vi.setSystemTime(new Date('2026-06-12T20:00:00Z'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(booking()).toMatchObject({ checkIn: '', checkOut: '' });
  });
});

describe('useBooking outside a provider in a component', () => {
  it('fails loudly instead of showing an empty form', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Lost() {
      useBooking();
      return null;
    }
    try {
      expect(() => render(<Lost />)).toThrow(/within a BookingProvider/);
    } finally {
      quiet.mockRestore();
    }
  });
});

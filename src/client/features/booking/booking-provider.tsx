import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { todayAtProperty } from '../../../shared/lib/dates';
import { dropPastDates, EMPTY_BOOKING_FORM, isBookingValid, updateDates as withDates, type BookingFormState } from '../../../shared/stay/stay-form';
import { STAY_LIMITS } from '../../../shared/stay/stay-limits';
import { readBookingState, saveBookingState } from '../../lib/booking-storage';
import { useBookingProperty } from './use-booking-property';
import { WIDGET } from './widget-constants';

export interface BookingContextValue extends BookingFormState {
  /** The property's check-out time as it gives it ("10:00", "11:00 AM"). */
  propertyCheckoutTime: string;
  /** Pets chosen in the guests picker; not part of the saved form (spec §9), carried on to the details step by Reserve. */
  pets: number;
  setPets: (pets: number) => void;
  isValid: boolean;
  setCheckIn: (checkIn: string) => void;
  setCheckOut: (checkOut: string) => void;
  setGuests: (guests: string) => void;
  updateDates: (checkIn: string, checkOut?: string | null) => void;
  reset: () => void;
}

const BookingContext = createContext<BookingContextValue | null>(null);

/**
 * The booking form shared by the widget, the mobile bar and the booking steps.
 * Past dates are dropped as they come in, and again when the guest comes back
 * to the tab (the day may have turned): that auto-correct runs at most once per
 * guard window and never within the date update lock after a fresh range.
 */
export function BookingProvider({ children }: { children: ReactNode }) {
  const property = useBookingProperty();
  const propertyCheckoutTime = property.data?.check_out_time || STAY_LIMITS.defaultCheckoutTime;
  const [state, setState] = useState<BookingFormState>(() => dropPastDates(readBookingState(), todayAtProperty()));
  const [pets, setPets] = useState(0);
  const lockedUntil = useRef(0);
  const lastAutoCorrect = useRef(0);

  const setCheckIn = useCallback((checkIn: string) => {
    const today = todayAtProperty();
    setState((prev) => dropPastDates({ ...prev, checkIn }, today));
  }, []);
  const setCheckOut = useCallback((checkOut: string) => {
    const today = todayAtProperty();
    setState((prev) => dropPastDates({ ...prev, checkOut }, today));
  }, []);
  const setGuests = useCallback((guests: string) => setState((prev) => ({ ...prev, guests })), []);
  const reset = useCallback(() => {
    setState(EMPTY_BOOKING_FORM);
    setPets(0);
  }, []);
  const updateDates = useCallback(
    (checkIn: string, checkOut?: string | null) => {
      const today = todayAtProperty();
      lockedUntil.current = Date.now() + WIDGET.dateUpdateLockMs;
      setState((prev) => dropPastDates(withDates(prev, checkIn, checkOut, propertyCheckoutTime), today));
    },
    [propertyCheckoutTime],
  );

  useEffect(() => {
    const autoCorrect = () => {
      const now = Date.now();
      if (document.visibilityState === 'hidden' || now < lockedUntil.current || now - lastAutoCorrect.current < WIDGET.guardMs) return;
      lastAutoCorrect.current = now;
      const today = todayAtProperty();
      setState((prev) => dropPastDates(prev, today));
    };
    window.addEventListener('focus', autoCorrect);
    document.addEventListener('visibilitychange', autoCorrect);
    return () => {
      window.removeEventListener('focus', autoCorrect);
      document.removeEventListener('visibilitychange', autoCorrect);
    };
  }, []);

  // Saved on change; the debounce guard keeps a burst of stepper presses to one write.
  useEffect(() => {
    const timer = setTimeout(() => saveBookingState(state), WIDGET.guardMs);
    return () => clearTimeout(timer);
  }, [state]);

  const value = useMemo<BookingContextValue>(
    () => ({
      ...state,
      propertyCheckoutTime,
      pets,
      setPets,
      isValid: isBookingValid(state, { today: todayAtProperty(), checkoutTime: propertyCheckoutTime }),
      setCheckIn,
      setCheckOut,
      setGuests,
      updateDates,
      reset,
    }),
    [state, propertyCheckoutTime, pets, setCheckIn, setCheckOut, setGuests, updateDates, reset],
  );
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>;
}

/**
 * The booking form for a part that may stand alone: the app's form when there is one above (the widget and the bar
 * share it), a form of its own in an island (decision 062), which starts from the stored form like the app's.
 */
export function BookingScope({ children }: { children: ReactNode }) {
  return useContext(BookingContext) ? children : <BookingProvider>{children}</BookingProvider>;
}

export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking must be used within a BookingProvider');
  return value;
}

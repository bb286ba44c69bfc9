import { useState } from 'react';
import { useLocation } from 'wouter';
import { todayAtProperty } from '../../../shared/lib/dates';
import type { BookingFormState } from '../../../shared/stay/stay-form';
import type { StayMinimums } from '../../../shared/stay/stay-minimums';
import { paths } from '../../../shared/paths';
import type { Quote } from '../../../shared/quote/quote.schemas';
import { writeStored } from '../../lib/session-storage';
import { toast } from '../../ui/toast';
import { buildBookingDraft, PENDING_BOOKING_KEY } from './booking-draft';
import { collectFormErrors, type FormErrors } from './form-errors';

export const FIX_ERRORS_ANNOUNCEMENT = 'Please fix the errors in the form before submitting.';

export interface ReserveOptions {
  state: BookingFormState;
  quote: Quote | undefined;
  checkoutTime: string;
  /** Known minimum stays (house and seasons), checked like the other date rules. */
  minimums?: StayMinimums | null | undefined;
  /** Pets chosen in the guests picker: the details step starts from them. */
  pets?: number | undefined;
  ids: { dates: string; guests: string };
  onInvalid: (errors: FormErrors) => void;
}

/**
 * Spec §4 "Reserve": validate, require a quote, keep the draft in session
 * storage, go on to guest details. No call is made; any failure stops it.
 */
export function useReserve({ state, quote, checkoutTime, minimums, pets = 0, ids, onInvalid }: ReserveOptions) {
  const [, navigate] = useLocation();
  const [isProcessing, setProcessing] = useState(false);

  const reserve = () => {
    if (isProcessing) return;
    setProcessing(true);
    const errors = collectFormErrors(state, { today: todayAtProperty(), checkoutTime, minimums: minimums ?? undefined }, ids);
    if (errors.list.length > 0) {
      setProcessing(false);
      onInvalid(errors);
      return;
    }
    if (!quote) {
      setProcessing(false);
      toast({ title: 'Pricing Error', description: 'Unable to calculate pricing. Please try again.', variant: 'destructive' });
      return;
    }
    if (!writeStored(PENDING_BOOKING_KEY, buildBookingDraft(state, quote, new Date(), pets))) {
      setProcessing(false);
      toast({ title: 'Booking Error', description: 'An error occurred while processing your booking. Please try again.' });
      return;
    }
    navigate(paths.bookingDetails);
  };

  return { reserve, isProcessing };
}

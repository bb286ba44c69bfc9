import { attributeDateErrors, validateDates, type DateRules } from '../../../shared/stay/stay-dates';
import type { BookingFormState } from '../../../shared/stay/stay-form';
import { validateGuests } from '../../../shared/stay/stay-guests';

export interface FormError {
  message: string;
  /** Id of the control the summary link moves focus to. */
  fieldId: string;
}

export interface FormErrors {
  /** In form order: dates first, then guests. */
  list: FormError[];
  dates: boolean;
  guests: boolean;
}

/**
 * Every reason the form cannot be reserved, each tied to a control. Check-in
 * and check-out share one date picker, so whichever date a message is
 * attributed to (spec §5), its link leads there.
 */
export function collectFormErrors(
  state: BookingFormState,
  options: DateRules,
  ids: { dates: string; guests: string },
): FormErrors {
  const dateErrors = validateDates(state.checkIn, state.checkOut, options).errors;
  const attributed = attributeDateErrors(dateErrors);
  const guestError = validateGuests(state.guests);
  const list = dateErrors.map((message) => ({ message, fieldId: ids.dates }));
  if (guestError) list.push({ message: guestError, fieldId: ids.guests });
  return {
    list,
    dates: Boolean(attributed.checkIn || attributed.checkOut) || dateErrors.length > 0,
    guests: guestError !== null,
  };
}

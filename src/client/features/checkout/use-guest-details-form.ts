import { useEffect, useState } from 'react';
import { errorMessage, fieldErrorsOf, httpStatusOf } from '../../lib/errors';
import type { BookingDraft } from '../booking/public';
import { FIX_ERRORS_ANNOUNCEMENT } from '../booking/public';
import { readGuestDetails, saveGuestDetails, type GuestDetailsValues } from './checkout-storage';
import { DETAILS_FIELDS, sortErrors, validateCheckout, type DetailsErrors, type DetailsField } from './guest-details-input';
import { useStartCheckout } from './use-start-checkout';

const TAKEN_FALLBACK = 'Those dates were just taken. Please choose different dates.';

/** Why the checkout did not start, beyond a field's own message. */
export interface CheckoutProblem {
  message: string;
  /** The way on: other dates when the stay is the problem. */
  action: 'chooseDates' | null;
}

/** What the guest typed before (Back from checkout finds it), starting from the pets they chose in the widget when none are set here yet. */
function startingValues(draft: BookingDraft): GuestDetailsValues {
  const stored = readGuestDetails();
  return draft.pets && stored.pets === '0' ? { ...stored, pets: String(draft.pets) } : stored;
}

/**
 * The guest details step: values kept in session storage as they are typed
 * (so Back from checkout finds them), checked with the server's own schema on
 * submit, then the checkout call, with the server's refusals put back on the
 * fields they are about.
 */
export function useGuestDetailsForm(draft: BookingDraft, fieldId: (field: DetailsField) => string) {
  const [values, setValues] = useState<GuestDetailsValues>(() => startingValues(draft));
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { startCheckout, isPending } = useStartCheckout();

  useEffect(() => saveGuestDetails(values), [values]);

  function setField<K extends DetailsField>(key: K, value: GuestDetailsValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setAnnouncement('');
  }

  function showFieldErrors(found: DetailsErrors) {
    setErrors(found);
    setAnnouncement(FIX_ERRORS_ANNOUNCEMENT);
    const first = DETAILS_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit() {
    if (isPending) return;
    setProblem(null);
    const checked = validateCheckout(draft, values);
    if (!checked.ok) {
      if (checked.errors.stay) setProblem({ message: checked.errors.stay, action: 'chooseDates' });
      showFieldErrors(checked.errors.fields);
      return;
    }
    setErrors({});
    try {
      await startCheckout(checked.input);
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === 409) {
        setProblem({ message: errorMessage(error) || TAKEN_FALLBACK, action: 'chooseDates' });
        return;
      }
      const server = sortErrors(
        Object.entries(fieldErrorsOf(error)).flatMap(([path, messages]) => messages.map((message): [string, string] => [path, message])),
      );
      if (Object.keys(server.fields).length > 0) showFieldErrors(server.fields);
      if (server.stay || Object.keys(server.fields).length === 0) {
        // A 400 without fields is about the stay (the quote's own checks: minimum nights, past dates...).
        setProblem({ message: server.stay ?? errorMessage(error), action: status === 400 || server.stay !== undefined ? 'chooseDates' : null });
      }
    }
  }

  return { values, errors, problem, announcement, isPending, setField, submit };
}

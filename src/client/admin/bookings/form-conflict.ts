import { errorMessage, fieldErrorsOf } from '../../lib/errors';

/**
 * Runs a form's mutation. A refusal with no field to point at (nothing left to refund, the booking
 * changed meanwhile, the provider saying no) goes to `setConflict`, said above the buttons; it is
 * rethrown so the form keeps its values and shows any field messages.
 */
export async function sayConflict<T>(setConflict: (message: string | null) => void, run: () => Promise<T>): Promise<T> {
  setConflict(null);
  try {
    return await run();
  } catch (error) {
    if (Object.keys(fieldErrorsOf(error)).length === 0) setConflict(errorMessage(error));
    throw error;
  }
}

import { useLocation } from 'wouter';
import type { StartCheckoutInput } from '../../../shared/booking/checkout.schemas';
import { paths } from '../../../shared/paths';
import { trpc } from '../../lib/trpc';
import { heldBefore, reusableCheckoutSession, saveCheckoutSession } from './checkout-storage';

/**
 * 'Continue to payment': the server holds the nights at its own price and
 * opens the payment; the session it answers with is what the checkout page shows.
 */
export function useStartCheckout() {
  const [, navigate] = useLocation();
  const start = trpc.booking.startCheckout.useMutation();

  async function startCheckout(input: StartCheckoutInput): Promise<void> {
    // Back from checkout and Continue again, nothing changed: the hold this tab
    // already has is the one to pay (a second one would collide with it).
    if (reusableCheckoutSession(input)) {
      navigate(paths.bookingCheckout);
      return;
    }
    // Changed since the last Continue: the earlier hold gives its nights back first.
    const replaces = heldBefore();
    const session = await start.mutateAsync(replaces ? { ...input, replaces } : input);
    saveCheckoutSession(session, input);
    navigate(paths.bookingCheckout);
  }

  return { startCheckout, isPending: start.isPending };
}

import { useState } from 'react';
import { useLocation } from 'wouter';
import type { StartCheckoutInput } from '../../../shared/booking/checkout.schemas';
import { paths } from '../../../shared/paths';
import { trpc } from '../../lib/trpc';
import { readCheckoutSession, saveCheckoutSession } from './checkout-storage';

/**
 * 'Continue to payment': the server holds the nights at its own price and
 * opens the payment; the session it answers with is what the checkout page shows.
 */
export function useStartCheckout() {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const start = trpc.booking.startCheckout.useMutation();
  const cancel = trpc.booking.cancel.useMutation();
  const [isPending, setPending] = useState(false);

  /**
   * A guest who went Back from checkout still holds those nights: without
   * letting go of that unpaid hold first, their own hold would make the new one
   * answer "those dates were just taken". A paid one is never touched.
   */
  async function releaseEarlierHold() {
    const earlier = readCheckoutSession();
    if (!earlier || new Date(earlier.expiresAt).getTime() <= Date.now()) return;
    const access = { reference: earlier.reference, token: earlier.accessToken };
    try {
      const booking = await utils.booking.view.fetch(access, { staleTime: 0 });
      if (booking.status === 'hold') await cancel.mutateAsync(access);
    } catch {
      // Gone or already expired: nothing to release.
    }
  }

  async function startCheckout(input: StartCheckoutInput): Promise<void> {
    setPending(true);
    try {
      await releaseEarlierHold();
      const session = await start.mutateAsync(input);
      saveCheckoutSession(session);
      navigate(paths.bookingCheckout);
    } finally {
      setPending(false);
    }
  }

  return { startCheckout, isPending };
}

import type { BookingAccess } from '../../../shared/booking/checkout.schemas';
import { trpc } from '../../lib/trpc';
import { useFinishPayment } from './use-finish-payment';

/** After Stripe accepted the payment in the browser: the server checks it with Stripe and confirms the booking. */
export function useConfirmPayment(access: BookingAccess) {
  const finish = useFinishPayment(access);
  const mutation = trpc.booking.confirmPayment.useMutation({ onSuccess: finish });
  return { confirm: () => mutation.mutateAsync(access), error: mutation.error };
}

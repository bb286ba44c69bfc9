import type { BookingAccess } from '../../../shared/booking/checkout.schemas';
import { trpc } from '../../lib/trpc';
import { useFinishPayment } from './use-finish-payment';

/** Demo payment mode: the server accepts the pretend card and confirms the booking. */
export function usePayDemo(access: BookingAccess) {
  const finish = useFinishPayment(access);
  const mutation = trpc.booking.payDemo.useMutation({ onSuccess: finish });
  return { pay: () => mutation.mutate(access), isPending: mutation.isPending || mutation.isSuccess, error: mutation.error };
}

import { trpc } from '../../lib/trpc';

const FIVE_MINUTES = 5 * 60_000;

/** Spec §7: the booking logic reads the property fresh for 5 minutes, retried once, never refetched on focus. */
export function useBookingProperty() {
  return trpc.property.public.useQuery(undefined, { staleTime: FIVE_MINUTES, retry: 1, refetchOnWindowFocus: false });
}

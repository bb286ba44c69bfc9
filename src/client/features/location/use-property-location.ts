import { useAuth } from '../auth/public';
import { trpc } from '../../lib/trpc';

/**
 * The public property (approximate position) and, for a signed-in user only, the
 * exact point. Spec §6: exact coordinates are asked for only when signed in, with no retry.
 */
export function usePropertyLocation() {
  const { user } = useAuth();
  const signedIn = user !== null;
  const property = trpc.property.public.useQuery();
  const exact = trpc.property.coordinates.useQuery(undefined, { enabled: signedIn, retry: false });
  return { property, exact: signedIn ? (exact.data ?? null) : null, signedIn };
}

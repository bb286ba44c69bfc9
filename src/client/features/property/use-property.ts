import { trpc } from '../../lib/trpc';

export function usePublicProperty() {
  return trpc.property.public.useQuery();
}

import { trpc } from '../../lib/trpc';

export function useAttractions() {
  return trpc.property.attractions.useQuery();
}

import { trpc } from '../../lib/trpc';

/** The seeded nearby attractions, for the experiences page. */
export function useThingsToDo() {
  return trpc.property.attractions.useQuery();
}

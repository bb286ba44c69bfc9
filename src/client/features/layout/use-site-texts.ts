import { trpc } from '../../lib/trpc';

/** The owner's footer text and page titles (Content Management); undefined while loading or if the call fails (no retry). */
export function useSiteTexts() {
  return trpc.content.siteTexts.useQuery(undefined, { retry: false }).data;
}

import { SITE_INFO_FALLBACK } from '../../../shared/property/site-info.rules';
import { trpc } from '../../lib/trpc';

/** Site info with the spec's fallbacks while loading or when the call fails (no retry). */
export function useSiteInfo() {
  const query = trpc.content.siteInfo.useQuery(undefined, { retry: false });
  return { ...query, data: query.data ?? SITE_INFO_FALLBACK };
}

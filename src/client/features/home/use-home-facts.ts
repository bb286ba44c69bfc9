import { useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { usePublicProperty } from '../property/public';
import { homeFacts, homeQuoteInput, type HomeFacts } from './home-facts';

/** Guests, bedrooms and the starting rate, from the property and a quote for tomorrow (no retry, spec §7). */
export function useHomeFacts(): HomeFacts & { title: string | undefined } {
  const { data: property } = usePublicProperty();
  const input = homeQuoteInput();
  const { data: quote } = trpc.quote.get.useQuery(input, { retry: false });
  return useMemo(() => ({ ...homeFacts(property, quote?.nightlyRate), title: property?.title }), [property, quote?.nightlyRate]);
}

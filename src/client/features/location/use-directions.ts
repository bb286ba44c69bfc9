import { useCallback } from 'react';
import {
  attractionDestination,
  googleMapsDirectionsUrl,
  isValidCoordinates,
} from '../../../shared/property/location.rules';
import type { Attraction, Coordinates } from '../../../shared/property/property.schemas';
import { httpStatusOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { toast } from '../../ui/toast';

/** Spec §8's four outcomes of "Get Directions", each a toast; success opens Google Maps in a new tab. */
async function openDirections(
  attraction: Pick<Attraction, 'name' | 'address' | 'lat' | 'lng'>,
  loadOrigin: () => Promise<Coordinates | null | undefined>,
): Promise<void> {
  const destination = attractionDestination(attraction);
  if (!destination) {
    toast({ title: 'Destination Unavailable', description: "This attraction's location is not available for directions.", variant: 'destructive' });
    return;
  }
  try {
    let origin: Coordinates | null | undefined;
    try {
      origin = await loadOrigin();
    } catch (error) {
      // No property record at all is "no location", not a failure worth retrying.
      if (httpStatusOf(error) !== 404) throw error;
      origin = null;
    }
    if (!origin || !isValidCoordinates(origin.lat, origin.lng)) {
      toast({
        title: 'Location Unavailable',
        description: 'Property location not available for directions. Please contact us for assistance.',
        variant: 'destructive',
      });
      return;
    }
    window.open(googleMapsDirectionsUrl(origin, destination), '_blank', 'noopener');
    toast({ title: 'Opening Directions', description: `Getting directions to ${attraction.name}...` });
  } catch {
    toast({ title: 'Error Opening Directions', description: 'Unable to open directions. Please try again later.', variant: 'destructive' });
  }
}

export function useDirections() {
  const utils = trpc.useUtils();
  // No retry: a new tab may only open shortly after the click, so a slow backoff would get it blocked.
  const open = useCallback(
    (attraction: Attraction) => openDirections(attraction, () => utils.property.directionsCoordinates.fetch(undefined, { retry: false })),
    [utils],
  );
  /** Warms the cache when the dialog opens, so the click opens the tab at once. */
  const prefetch = useCallback(() => void utils.property.directionsCoordinates.prefetch(undefined, { retry: false }), [utils]);
  return { open, prefetch };
}

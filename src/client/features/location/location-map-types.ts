import type { MapLocation } from '../../../shared/property/location.rules';
import type { Attraction } from '../../../shared/property/property.schemas';

/** What the lazily loaded map needs; kept apart so the page never imports the map module itself. */
export interface LocationMapProps {
  location: Exclude<MapLocation, { kind: 'unset' }>;
  title: string;
  generalLocation: string;
  signedIn: boolean;
  attractions: readonly Attraction[];
  onSelectAttraction: (attraction: Attraction) => void;
  /** The first tiles are on screen. */
  onReady: () => void;
  /** No tile could be loaded, or the map failed. */
  onError: () => void;
}

export type MapContentProps = Omit<LocationMapProps, 'location' | 'onReady' | 'onError'>;

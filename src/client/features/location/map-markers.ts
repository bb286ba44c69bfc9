import { divIcon, type DivIcon } from 'leaflet';
import {
  ATTRACTION_MARKER_SIZE_PX,
  PROPERTY_MARKER_SIZE_PX,
  attractionIconKey,
  markerColor,
} from '../../../shared/property/location.rules';
import { ATTRACTION_ICON_PATHS, HOUSE_ICON_PATH, svgMarkup } from './icon-paths';
import * as styles from './location-map.css';

// Leaflet's default marker images resolve to broken URLs under a bundler, so every
// marker is an HTML icon. Icons are cached: a new icon object on every render would
// rebuild the marker element and lose keyboard focus.
const cache = new Map<string, DivIcon>();

function cached(key: string, build: () => DivIcon): DivIcon {
  let icon = cache.get(key);
  if (!icon) {
    icon = build();
    cache.set(key, icon);
  }
  return icon;
}

export function propertyIcon(): DivIcon {
  const size = PROPERTY_MARKER_SIZE_PX;
  return cached('property', () =>
    divIcon({
      className: styles.markerReset,
      html: `<span class="${styles.propertyPin}">${svgMarkup(HOUSE_ICON_PATH, 22)}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
      popupAnchor: [0, -size / 2],
    }),
  );
}

/** The colour passed the spec §5 check (or fell back to grey), so it is safe inside the HTML. */
export function attractionIcon(category: string, color: string | null): DivIcon {
  const size = ATTRACTION_MARKER_SIZE_PX;
  const key = attractionIconKey(category);
  const fill = markerColor(color);
  return cached(`${key}|${fill}`, () =>
    divIcon({
      className: styles.markerReset,
      html: `<span class="${styles.attractionPin}" style="background:${fill}">${svgMarkup(ATTRACTION_ICON_PATHS[key], 14)}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
      popupAnchor: [0, -size / 2],
    }),
  );
}

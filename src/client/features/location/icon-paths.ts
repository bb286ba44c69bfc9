import type { AttractionIconKey } from '../../../shared/property/location.rules';

/**
 * Stroke paths on a 24x24 grid. Plain data, so the React icons and the map's
 * HTML markers (built inside the lazily loaded map chunk) draw the same shapes.
 */
export const ATTRACTION_ICON_PATHS: Record<AttractionIconKey, string> = {
  attraction: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  restaurant: 'M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2 0-3.5 2.5-3.5 6v4H17',
  beach: 'M12 4a9 9 0 0 1 9 9H3a9 9 0 0 1 9-9zM12 13v6a2 2 0 0 0 4 0',
  transportation: 'M6 4h12a2 2 0 0 1 2 2v11H4V6a2 2 0 0 1 2-2zM4 11h16M7 20v-3M17 20v-3',
  shopping: 'M5.5 8h13l-1 12h-11zM9 8V6.5a3 3 0 0 1 6 0V8',
  default: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
};

export const HOUSE_ICON_PATH = 'M3 11l9-7 9 7M5.5 9.5V20h13V9.5M10 20v-5.5h4V20';

/** The stroke follows the CSS colour of the element it sits in. */
export function svgMarkup(path: string, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
}

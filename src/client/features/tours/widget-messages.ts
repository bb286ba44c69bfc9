import { HEIGHT_REQUEST_TYPE, RESIZE_MESSAGE_TYPE } from '../../../shared/tours/widget-protocol';

/** Spec §2: the tours widget is never shorter than this. */
export const MIN_WIDGET_HEIGHT = 400;
/** A runaway report should not make the page miles long. */
export const MAX_WIDGET_HEIGHT = 20_000;
/** Loads once it comes within this distance of the viewport. */
export const WIDGET_ROOT_MARGIN = '200px';
/** After each load the widget is asked for its height every 500 ms, 20 times (about 10 s). */
export const HEIGHT_POLL_MS = 500;
export const HEIGHT_POLLS = 20;
export const HEIGHT_REQUEST = { type: HEIGHT_REQUEST_TYPE } as const;

/** A root-relative path ('/widgets/tours'): a widget page served by our own site. */
const OWN_SITE_PATH = /^\/(?![/\\])/;

/**
 * The origin messages must come from, or null when the URL is not an http(s) address.
 * A root-relative path is our own site's page: its origin is the page's own, when given.
 */
export function widgetOrigin(url: string | null | undefined, pageOrigin?: string): string | null {
  if (!url?.trim()) return null;
  if (OWN_SITE_PATH.test(url.trim())) return pageOrigin ? widgetOrigin(pageOrigin) : null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** True when the address can be shown: an http(s) address or a page of our own site. */
export function isWidgetAddress(url: string | null | undefined): boolean {
  return widgetOrigin(url) !== null || OWN_SITE_PATH.test(url?.trim() ?? '');
}

/**
 * The height a widget message reports, or null when it reports none. Accepted:
 * { height } and { type: 'resize', height }, as objects or JSON text; other
 * message types are someone else's.
 */
export function reportedHeight(data: unknown): number | null {
  let message = data;
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const { type, height } = message as { type?: unknown; height?: unknown };
  if (type !== undefined && type !== RESIZE_MESSAGE_TYPE) return null;
  return typeof height === 'number' && Number.isFinite(height) && height > 0 ? height : null;
}

/** The iframe height for a reported content height. */
export function frameHeight(reported: number): number {
  return Math.min(MAX_WIDGET_HEIGHT, Math.max(MIN_WIDGET_HEIGHT, Math.ceil(reported)));
}

import { isKnownPagePath } from '../../shared/paths';
import { customPageSlugOf } from '../../shared/pages/page-paths';

/** What decides whether a click on a link is the app's to follow. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface ClickedLink {
  href: string;
  target: string;
  download: boolean;
}

/** The address (path, query and #anchor) of a page the site's router draws that a link points at, or null for any other link. */
export function sitePageOf(href: string, here: Pick<Location, 'href' | 'origin'>): URL | null {
  const url = new URL(href, here.href);
  if (url.origin !== here.origin) return null;
  return isKnownPagePath(url.pathname) || customPageSlugOf(url.pathname) !== undefined ? url : null;
}

/** Whether `to` is this very page (its path and query): a move there goes at most to one of its anchors. */
export function isThisPage(to: string | URL, here: Pick<Location, 'href' | 'pathname' | 'search'>): boolean {
  const url = new URL(to, here.href);
  return url.pathname === here.pathname && url.search === here.search;
}

/**
 * Where the app should go for a click on a link of a page shipped as islands, or null when the browser should follow
 * it itself: a click with a modifier or another button (a new tab or window), a link to another site, a file or
 * another window, and a jump to an anchor of this same page, which the browser does best.
 */
export function appDestination(click: LinkClick, link: ClickedLink, here: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.download) return null;
  const url = sitePageOf(link.href, here);
  if (!url || isThisPage(url, here)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

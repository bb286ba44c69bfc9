import { isKnownPagePath, paths } from '../paths';
import { SEO_DEFAULT_ROBOTS, SEO_NOINDEX_ROBOTS, type SeoPageKey } from './seo.constants';

export interface SeoRoute {
  key: SeoPageKey;
  /** Normalised path for the canonical URL; null on the not-found page, which has no canonical. */
  path: string | null;
  robots: string;
}

const PAGE_KEYS: Record<string, SeoPageKey> = {
  [paths.home]: 'home',
  [paths.stay]: 'stay',
  [paths.experiences]: 'experiences',
  [paths.booking]: 'booking',
  [paths.bookingDetails]: 'bookingDetails',
  [paths.bookingCheckout]: 'checkout',
  [paths.bookingConfirmation]: 'confirmation',
  [paths.contact]: 'contact',
  [paths.policies]: 'policies',
  [paths.review]: 'review',
  [paths.auth]: 'auth',
};

/** Pages search engines should not list: sign-in, the admin area, the private booking steps and a stay's review form. */
const NOINDEX_KEYS: ReadonlySet<SeoPageKey> = new Set<SeoPageKey>([
  'auth',
  'admin',
  'bookingDetails',
  'checkout',
  'confirmation',
  'review',
  'notFound',
]);

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/** Which SEO page a request path is; unknown paths all share one not-found route (and one cache entry). */
export function resolveSeoRoute(pathname: string): SeoRoute {
  const path = normalizePath(pathname);
  // The same rule as the server's 404, so the head and the status never disagree.
  if (!isKnownPagePath(pathname)) return { key: 'notFound', path: null, robots: SEO_NOINDEX_ROBOTS };
  const key: SeoPageKey = PAGE_KEYS[path] ?? (path.startsWith(paths.admin.dashboard) ? 'admin' : 'notFound');
  return { key, path: key === 'notFound' ? null : path, robots: robotsFor(key) };
}

export function robotsFor(key: SeoPageKey): string {
  return NOINDEX_KEYS.has(key) ? SEO_NOINDEX_ROBOTS : SEO_DEFAULT_ROBOTS;
}

/** Spec §9: the site title is appended unless the page title already names the site. */
export function fullTitle(pageTitle: string, siteTitle: string): string {
  if (!siteTitle || pageTitle.includes(siteTitle)) return pageTitle;
  if (!pageTitle) return siteTitle;
  return `${pageTitle} | ${siteTitle}`;
}

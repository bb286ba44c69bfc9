import { isKnownPagePath, paths } from '../../shared/paths';
import { CUSTOM_PAGE_PREFIX } from '../../shared/pages/page-paths';
import { lazyPage, type LazyPage } from './lazy-page';
import { sections } from './sections';

export const pages = {
  home: lazyPage(() => import('../pages/home-page')),
  stay: lazyPage(() => import('../pages/stay-page')),
  experiences: lazyPage(() => import('../pages/experiences-page')),
  booking: lazyPage(() => import('../pages/booking-page')),
  bookingDetails: lazyPage(() => import('../pages/booking-details-page')),
  bookingCheckout: lazyPage(() => import('../pages/booking-checkout-page')),
  bookingConfirmation: lazyPage(() => import('../pages/booking-confirmation-page')),
  contact: lazyPage(() => import('../pages/contact-page')),
  policies: lazyPage(() => import('../pages/policies-page')),
  review: lazyPage(() => import('../pages/review-page')),
  custom: lazyPage(() => import('../pages/custom-page')),
  auth: lazyPage(() => import('../pages/auth-page')),
  notFound: lazyPage(() => import('../pages/not-found-page')),
  admin: lazyPage(() => import('../admin/admin-routes')),
};

/** The frames pages are shown in, each loaded with its own pages only (the admin wing brings its own frame). */
export const frames = {
  publicSite: lazyPage(() => import('./public-site')),
};

/**
 * The public pages the server renders to HTML (search engines and the first
 * paint see them whole; the browser then hydrates them). The booking page is
 * rendered with its form empty, as every full load starts it (main.tsx clears the
 * saved form); the later booking steps, sign-in and admin pages depend on the
 * visitor and stay rendered in the browser. The review form is rendered for its
 * link (an address with a query is rendered afresh, never kept).
 */
const serverRendered: Record<string, LazyPage> = {
  [paths.home]: pages.home,
  [paths.stay]: pages.stay,
  [paths.booking]: pages.booking,
  [paths.experiences]: pages.experiences,
  [paths.contact]: pages.contact,
  [paths.policies]: pages.policies,
  [paths.review]: pages.review,
};

export function serverRenderedPage(pathname: string): LazyPage | undefined {
  if (pathname.startsWith(CUSTOM_PAGE_PREFIX)) return pages.custom;
  return serverRendered[pathname] ?? (isKnownPagePath(pathname) ? undefined : pages.notFound);
}

/**
 * What is worth fetching when a pointer rests on (or focus reaches) a link
 * (spec §2: contact, booking, checkout, admin, reviews and map): the pages
 * themselves, the reviews for links to the home page that shows them, and
 * the location section with its map for links to the stay page.
 */
const preloadByPath: Record<string, { preload: () => Promise<void> }[]> = {
  [paths.contact]: [pages.contact],
  [paths.booking]: [pages.booking],
  [paths.bookingCheckout]: [pages.bookingCheckout],
  [paths.admin.dashboard]: [pages.admin],
  [paths.home]: [sections.reviews],
  [paths.stay]: [sections.location, sections.map],
};

export function preloadOnHover(href: string): { onPointerEnter?: () => void; onFocus?: () => void } {
  const targets = preloadByPath[href];
  if (!targets) return {};
  const preload = () => targets.forEach((target) => void target.preload());
  return { onPointerEnter: preload, onFocus: preload };
}

/**
 * Everything a visitor following a link to `pathname` will need, fetched ahead (a page shipped as islands, whose
 * links are not the app's until one is followed, asks this on hover and focus): the frame, the page and what
 * preloadOnHover adds for it.
 */
export function preloadLinkTarget(pathname: string): void {
  void frames.publicSite.preload();
  void serverRenderedPage(pathname)?.preload();
  for (const target of preloadByPath[pathname] ?? []) void target.preload();
}

/**
 * Spec §2: on / the booking and contact pages load ahead; on /booking, checkout.
 * Further along the booking path, each step loads the next one too.
 */
export function preloadNeighbours(location: string): void {
  if (location === paths.home) {
    void pages.booking.preload();
    void pages.contact.preload();
  } else if (location === paths.booking) {
    void pages.bookingCheckout.preload();
    void pages.bookingDetails.preload();
  } else if (location === paths.bookingDetails) {
    void pages.bookingCheckout.preload();
  } else if (location === paths.bookingCheckout) {
    void pages.bookingConfirmation.preload();
  }
}

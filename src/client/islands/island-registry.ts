import type { ComponentType } from 'react';
import { loadBookingWidget, loadMobileBookingBar } from '../features/booking/public-lazy';

/**
 * Every island: the interactive parts of a page shipped as islands (decision 062). A name here is what the server
 * writes in the island's data-island attribute; `load` fetches its code; `start` says when it starts (its code loads
 * and it hydrates): at the visitor's first touch, focus or tap on it (`interaction`; a tap that lands before then is
 * replayed, early-taps.ts), when it nears the viewport (`visible`), or while the window matches a media query (parts
 * only wider screens draw). Each also starts at the first touch or focus on it, and whatever has not started by the
 * time the page has settled (loaded, then idle and quiet a while) starts then, so a signed-in owner's header links
 * appear without a touch. Until then the page's own links work, as links.
 */
type IslandStart = 'interaction' | 'visible' | { media: string };
const island = <C>(start: IslandStart, load: () => Promise<C>) => ({ start, load });

export const islands = {
  header: island('interaction', () => import('../features/layout/header').then((module) => module.Header)),
  motion: island('visible', () => import('../features/motion/public').then((module) => module.MotionToggle)),
  chat: island('interaction', () => import('../features/chat/public').then((module) => module.ChatLauncher)),
  contact: island('interaction', () => import('../features/contact/contact-form').then((module) => module.ContactForm)),
  // Its photos and 'Show all' open the lightbox: a tap before it is live is replayed (use-replayed-tap.ts).
  gallery: island('interaction', () => import('../features/gallery/gallery-section').then((module) => module.GallerySection)),
  // Below the fold, drawn only once near (DeferredSection): their islands start a little before that.
  reviews: island('visible', () => import('../pages/blocks/deferred-blocks').then((module) => module.DeferredReviews)),
  amenities: island('visible', () => import('../pages/blocks/deferred-blocks').then((module) => module.DeferredAmenities)),
  location: island('visible', () => import('../pages/blocks/deferred-blocks').then((module) => module.DeferredLocation)),
  // The hero's video plays from 768 px and its booking widget shows from 1024 px; a phone has neither to start.
  heroMedia: island({ media: '(min-width: 768px)' }, () => import('../features/home/hero-section').then((module) => module.HeroMedia)),
  heroBooking: island({ media: '(min-width: 1024px)' }, () =>
    Promise.all([import('../features/home/home-booking'), loadBookingWidget()]).then(([module]) => module.HeroBookingWidget),
  ),
  // The phone's booking bar is in the server's HTML; its buttons start it (a tap before then is replayed).
  bookingBar: island('interaction', () =>
    Promise.all([import('../features/home/home-booking'), loadMobileBookingBar()]).then(([module]) => module.HomeMobileBookingBar),
  ),
  // /booking's form, its contact card and the phone's bar: a tap on Dates, Guests or Total before it is live is replayed.
  bookingForm: island('interaction', () => import('../pages/booking-page-form').then((module) => module.BookingPageForm)),
};

export type IslandName = keyof typeof islands;
type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]['load']>>;
export type IslandProps<N extends IslandName> = IslandComponent<N> extends ComponentType<infer P> ? P : never;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}

/** Each island's useId prefix, the same on the server and in the browser, so the ids its labels point at match. */
export function islandIdPrefix(name: IslandName, slot: number): string {
  return `${name}${slot}-`;
}

/**
 * The start of a page shipped as islands (decision 062), free of React. The server's HTML is the page: its links
 * work as links and nothing else runs until an island is needed (`islands` in island-registry.ts), when the React half
 * (island-roots.tsx) loads and hydrates it. Following a link to another of the site's pages starts the whole app in
 * place of this one, so from then on the visit is the single-page app the spec describes (lazy pages, skeletons,
 * scroll on route change); a pointer resting on a link (or focus reaching it) fetches that page's code ahead, as the
 * app's links do.
 */
import { BOTTOM_BAR_ATTRIBUTE, followBottomBarHeight } from '../features/booking/bottom-bar-height';
import { mountToursFrame, TOURS_FRAME_ATTRIBUTE } from '../features/tours/tours-frame';
import { clearBookingStateAtStartup } from '../lib/booking-state-key';
import { whenTapKept } from '../lib/early-taps';
import { NEAR_VIEWPORT_MARGIN, whenSettled } from '../lib/idle';
import { log } from '../lib/log';
import { arrivedAsIslands } from '../lib/server-html';
import { applyStoredMotionPreference } from '../lib/motion';
import { registerServiceWorkerAfterLoad } from '../lib/service-worker';
import { appDestination, sitePageOf } from './app-links';
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from './island-attributes';
import { islands, isIslandName } from './island-registry';
import { followPhotoLoads } from './photo-states';

applyStoredMotionPreference();
// Every full load starts the booking form empty, as the app's start does; the server drew it so.
clearBookingStateAtStartup();
followPhotoLoads();
// The phone's booking bar the server drew: floating controls (the chat button) sit above it before it is live.
for (const bar of document.querySelectorAll<HTMLElement>(`[${BOTTOM_BAR_ATTRIBUTE}]`)) followBottomBarHeight(bar);
// The parts that need no React at all.
for (const holder of document.querySelectorAll<HTMLElement>(`[${TOURS_FRAME_ATTRIBUTE}]`)) mountToursFrame(holder, holder.getAttribute(TOURS_FRAME_ATTRIBUTE)!);
const islandRoots = () => import('./island-roots');
const started = new Map<Element, Promise<void>>();

/** Starts an island once, however many reasons arrive; settles once it is live. */
function wake(box: HTMLElement): Promise<void> {
  let start = started.get(box);
  if (!start) {
    const name = box.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    start = isIslandName(name)
      ? islandRoots()
          .then(({ hydrateIsland }) => hydrateIsland(box, name))
          .catch((error: unknown) => log.warn(`The ${name} island did not start`, error))
      : Promise.resolve(log.warn('Unknown island', name));
    started.set(box, start);
  }
  return start;
}

const boxOf = (target: Element) => target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);

/** Starts the island as soon as the window matches (now, or once it is resized to). */
function startWhileMatching(box: HTMLElement, query: MediaQueryList): void {
  if (query.matches) void wake(box);
  else query.addEventListener('change', (change) => change.matches && void wake(box));
}

/** Arms each island's start; the rest start once the page has settled. */
function armIslands(): void {
  const boxes = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const nearViewport = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearViewport.unobserve(entry.target);
        const box = boxOf(entry.target);
        if (box) void wake(box);
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  for (const box of boxes) {
    const name = box.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    // A pointer going down starts the code loading before its click arrives; focus, before a key does.
    box.addEventListener('pointerdown', () => void wake(box), { once: true, passive: true });
    box.addEventListener('focusin', () => void wake(box), { once: true });
    if (!isIslandName(name)) continue;
    const { start } = islands[name];
    // The box itself draws nothing (display: contents), so its content is what can come into view.
    if (start === 'visible' && box.firstElementChild) nearViewport.observe(box.firstElementChild);
    if (typeof start === 'object') startWhileMatching(box, window.matchMedia(start.media));
  }
  whenTapKept((target) => {
    const box = boxOf(target);
    if (box) void wake(box);
  });
  whenSettled(() => boxes.forEach((box) => void wake(box)));
}

/**
 * Where a held form is found again once its island is live: its place among the island's forms, and its submitter's
 * among the form's controls. Hydration that has to start over draws the island afresh, and the form held is then gone.
 */
function heldSubmit(box: HTMLElement, form: HTMLFormElement, submitter: HTMLElement | null): () => void {
  const formAt = [...box.querySelectorAll('form')].indexOf(form);
  const submitterAt = submitter ? [...form.elements].indexOf(submitter) : -1;
  return () => {
    const now = form.isConnected ? form : box.querySelectorAll('form')[formAt];
    if (!now) return;
    const button = now === form ? submitter : now.elements[submitterAt];
    const sends = (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) && button.type === 'submit';
    now.requestSubmit(sends ? button : null);
  };
}

// A form sent before its island is live (Enter in a field, a tap on its button) would go the browser's way, its fields
// in the address: it waits for the island instead, and is sent again once the island can take it.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    const box = form instanceof HTMLFormElement ? boxOf(form) : null;
    if (!box || box.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) return;
    event.preventDefault();
    void wake(box).then(heldSubmit(box, form as HTMLFormElement, event.submitter));
  },
  true,
);

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

// Capturing, so an island's own handler (wouter's, React Aria's) never moves the address without the app there to draw it.
document.addEventListener(
  'click',
  (event) => {
    const link = linkOf(event.target);
    // Once the app has taken the page over (island-roots.tsx), its own links follow themselves.
    if (!link || !arrivedAsIslands()) return;
    const destination = appDestination(event, { href: link.href, target: link.target, download: link.hasAttribute('download') }, window.location);
    if (destination === null) return;
    event.preventDefault();
    event.stopPropagation();
    // openInApp follows the link the plain way itself when the app cannot start; this covers its own code not arriving.
    islandRoots()
      .then(({ openInApp }) => openInApp(destination))
      .catch(() => window.location.assign(destination));
  },
  true,
);

// Once per page linked to: a pointer crossing a link passes over each element inside it.
const preloaded = new Set<string>();
const preloadLink = (event: Event) => {
  const link = linkOf(event.target);
  const url = link && sitePageOf(link.href, window.location);
  if (!url || preloaded.has(url.pathname)) return;
  preloaded.add(url.pathname);
  void islandRoots()
    .then(({ preloadFor }) => preloadFor(url.pathname))
    .catch(() => undefined);
};
document.addEventListener('pointerover', preloadLink, { passive: true });
document.addEventListener('focusin', preloadLink);

armIslands();
// The page answers from here on: links are followed, a tap starts its island. End-to-end tests wait for this mark, as for the app's (routes.tsx).
document.documentElement.dataset.app = 'ready';
registerServiceWorkerAfterLoad();

import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../shared/paths';
import { pages, preloadNeighbours, preloadOnHover, serverRenderedPage } from './pages';
import { sections } from './sections';

afterEach(() => vi.restoreAllMocks());

/** Which pages and sections a call asked to load ahead, by their key in `pages` or `sections`. */
function preloadedBy(action: () => void): string[] {
  const asked: string[] = [];
  for (const [key, target] of [...Object.entries(pages), ...Object.entries(sections)]) {
    vi.spyOn(target, 'preload').mockImplementation(() => {
      asked.push(key);
      return Promise.resolve();
    });
  }
  action();
  return asked.sort();
}

describe('preloading (spec §2 "Navigation behaviour")', () => {
  it('on / loads booking and contact; on /booking, checkout (and the details step right after it)', () => {
    expect(preloadedBy(() => preloadNeighbours(paths.home))).toEqual(['booking', 'contact']);
    expect(preloadedBy(() => preloadNeighbours(paths.booking))).toEqual(['bookingCheckout', 'bookingDetails']);
  });

  it('further along the booking path, each step loads the next', () => {
    expect(preloadedBy(() => preloadNeighbours(paths.bookingDetails))).toEqual(['bookingCheckout']);
    expect(preloadedBy(() => preloadNeighbours(paths.bookingCheckout))).toEqual(['bookingConfirmation']);
    expect(preloadedBy(() => preloadNeighbours(paths.stay))).toEqual([]);
  });

  it('loads checkout, booking, contact and admin when a pointer rests on (or focus reaches) a link to them', () => {
    for (const [href, key] of [
      [paths.bookingCheckout, 'bookingCheckout'],
      [paths.booking, 'booking'],
      [paths.contact, 'contact'],
      [paths.admin.dashboard, 'admin'],
    ] as const) {
      const handlers = preloadOnHover(href);
      expect(preloadedBy(() => handlers.onPointerEnter?.())).toEqual([key]);
      expect(preloadedBy(() => handlers.onFocus?.())).toEqual([key]);
    }
    expect(preloadOnHover(paths.experiences)).toEqual({});
  });

  it('loads the reviews when a pointer rests on a link home, and the location section with its map on a link to the stay page', () => {
    expect(preloadedBy(() => preloadOnHover(paths.home).onPointerEnter?.())).toEqual(['reviews']);
    expect(preloadedBy(() => preloadOnHover(paths.stay).onFocus?.())).toEqual(['location', 'map']);
  });
});

describe('server rendering', () => {
  it('renders the public pages, /booking and the not-found page on the server, and leaves the later booking steps, sign-in and admin to the browser', () => {
    expect(serverRenderedPage(paths.home)).toBe(pages.home);
    expect(serverRenderedPage(paths.stay)).toBe(pages.stay);
    expect(serverRenderedPage(paths.booking)).toBe(pages.booking);
    expect(serverRenderedPage(paths.experiences)).toBe(pages.experiences);
    expect(serverRenderedPage(paths.contact)).toBe(pages.contact);
    expect(serverRenderedPage(paths.policies)).toBe(pages.policies);
    expect(serverRenderedPage('/no-such-page')).toBe(pages.notFound);
    for (const path of [paths.bookingDetails, paths.bookingCheckout, paths.auth, paths.admin.dashboard]) {
      expect(serverRenderedPage(path)).toBeUndefined();
    }
  });
});

describe('the server-rendered pages and their modules', () => {
  it("names, for each page the server renders, a source file that exists (the build manifest's key for its stylesheets)", async () => {
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    const { NOT_FOUND_MODULE, PAGE_MODULES } = await import('../entry-server');
    for (const [pathname, module] of Object.entries(PAGE_MODULES)) {
      expect(serverRenderedPage(pathname), pathname).toBeDefined();
      expect(existsSync(path.resolve('src/client', module)), module).toBe(true);
    }
    expect(Object.keys(PAGE_MODULES).sort()).toEqual([paths.home, paths.stay, paths.experiences, paths.booking, paths.contact, paths.policies, paths.review].sort());
    expect(existsSync(path.resolve('src/client', NOT_FOUND_MODULE))).toBe(true);
  });
});

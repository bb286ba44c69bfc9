import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../shared/paths';
import { pages, preloadNeighbours, preloadOnHover } from './pages';

afterEach(() => vi.restoreAllMocks());

/** Which pages a call asked to load ahead, by their key in `pages`. */
function preloadedBy(action: () => void): string[] {
  const asked: string[] = [];
  for (const [key, page] of Object.entries(pages)) {
    vi.spyOn(page, 'preload').mockImplementation(() => {
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
    expect(preloadOnHover(paths.stay)).toEqual({});
  });
});

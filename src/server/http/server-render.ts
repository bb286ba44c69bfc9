import { pathToFileURL } from 'node:url';
import { unstable_localLink } from '@trpc/client';
import superjson from 'superjson';
import type { RenderedPage, renderPage } from '../../client/entry-server';
import { isKnownPagePath } from '../../shared/paths';
import { customPageSlugOf } from '../../shared/pages/page-paths';
import { keptResults } from '../platform/kept-results';
import { log } from '../logger';
import { appRouter } from '../app-router';
import type { Context } from '../trpc/context';
import { SSR_ENTRY } from '../paths';

export interface PageRenderer {
  render: (url: URL) => Promise<RenderedPage | undefined>;
  /** Forgets every kept rendering (the owner changed something a page shows). */
  clear: () => void;
}

export interface PageRendererOptions {
  /** A signed-out visitor's context: the server's HTML is the same for everyone. */
  createContext: () => Promise<Context>;
  /** How long one rendering of a page is served (as long as its SEO head). */
  ttlMs: number;
  entry?: string;
}

/**
 * Renders public pages with the built SSR bundle, loaded at start-up. Page
 * data comes through tRPC in-process, as a signed-out visitor sees it (what
 * is personal arrives after hydration), so one rendering serves every
 * visitor for `ttlMs`, and visitors arriving together share one rendering
 * (one whose read failed is served but not kept).
 * Addresses with a query string are rendered afresh and not kept, and every
 * unknown address shares the one not-found rendering, so no address can grow the cache.
 */
export function createPageRenderer({ createContext, ttlMs, entry = SSR_ENTRY }: PageRendererOptions): PageRenderer {
  const module = import(pathToFileURL(entry).href) as Promise<{ renderPage: typeof renderPage }>;
  module.catch(() => undefined);
  const link = unstable_localLink({ router: appRouter, createContext, transformer: superjson });
  const render = async (url: URL) => {
    const page = await (await module).renderPage(url, link);
    if (page?.failedReads.length) log.warn(`Server rendering of ${url.pathname} could not read ${page.failedReads.join('; ')}: served once, not kept`);
    return page;
  };

  // A page with a part left to the browser (a read failed) would otherwise be every visitor's for `ttlMs`, search engines' too.
  // Rendered again in the last quarter of its time while visitors keep coming, so none of them waits for a rendering.
  const kept = keptResults<RenderedPage | undefined>(ttlMs, { keep: (page) => !page?.failedReads.length, refreshAheadMs: ttlMs / 4 });
  return {
    render: (url) =>
      url.search ? render(url) : kept.get(isKnownPagePath(url.pathname) || customPageSlugOf(url.pathname) ? url.pathname : '<not-found>', () => render(url)),
    clear: kept.clear,
  };
}

/**
 * Server rendering of the public pages (built by Vite into dist/ssr and called
 * by the Express server). The page's data is fetched in-process through the
 * server's own tRPC link, rendered with it, and handed to the browser, which
 * hydrates the same markup instead of drawing it again.
 */
// First, as boot.ts does in the browser: the page code builds its schemas jitless (see zod-jitless.ts).
import '../shared/lib/zod-jitless';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { TRPCLink } from '@trpc/client';
import { StrictMode, type ComponentType, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { AppRouter } from '../server/app-router';
import { paths } from '../shared/paths';
import { App } from './app/app';
import { frames, serverRenderedPage } from './app/pages';
import { serverStateScript } from '../shared/lib/server-state';
import { homeQuoteInput } from './features/home/home-facts';
import { createQueryClient } from './lib/query-client';
import { trpc } from './lib/trpc';
import { blockModulesOf } from './pages/blocks/block-registry';
import { wantsDraftPreview } from './pages/blocks/use-page';
import { builtPageSlugOf, CUSTOM_PAGE_PREFIX } from '../shared/pages/page-paths';
import { reviewAccessOf } from '../shared/reviews/review-link';
import { hasReviewAccess } from './features/review-form/use-review-link';
import { fillIslandBox, hasIslandBox, IslandCollector, type CollectedIsland } from './islands/island';
import { IslandProviders } from './islands/island-providers';
import { shipsAsIslands } from './islands/island-pages';
import { islandIdPrefix } from './islands/island-registry';
import { isSettledRefusal } from './lib/settled-refusal';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The data block that goes after it. */
  stateScript: string;
  /** The page's source modules (the page's and its blocks'), as the client build's manifest names them (their CSS must load with the HTML). */
  modules: string[];
  /** The reads that failed (their parts are left to the browser): such a page is served, never kept for other visitors. */
  failedReads: string[];
  /** Shipped as islands (decision 062): the browser hydrates only the page's interactive parts. */
  islands: boolean;
}

/** Each server-rendered page's module; pages.ts imports the same files. */
export const PAGE_MODULES: Record<string, string> = {
  [paths.home]: 'pages/home-page.tsx',
  [paths.stay]: 'pages/stay-page.tsx',
  [paths.booking]: 'pages/booking-page.tsx',
  [paths.experiences]: 'pages/experiences-page.tsx',
  [paths.contact]: 'pages/contact-page.tsx',
  [paths.policies]: 'pages/policies-page.tsx',
  [paths.review]: 'pages/review-page.tsx',
};
const CUSTOM_PAGE_MODULE = 'pages/custom-page.tsx';
export const NOT_FOUND_MODULE = 'pages/not-found-page.tsx';

/**
 * The data each page shows in its HTML: the house and the site's details for
 * every page, plus the page's own. Sections that load later (amenities,
 * reviews, the map) fetch their own, so the data block stays small.
 */
function prefetchFor(url: URL, slug: string | undefined, utils: ReturnType<typeof createTRPCQueryUtils<AppRouter>>): Promise<void>[] {
  const { pathname } = url;
  const wanted = [utils.property.public.prefetch(), utils.content.siteInfo.prefetch(), utils.content.siteTexts.prefetch()];
  if (slug) wanted.push(utils.content.page.prefetch({ slug }));
  // The hero's starting rate: in the HTML, and no update arriving while the page hydrates.
  if (pathname === paths.home) wanted.push(utils.quote.get.prefetch(homeQuoteInput()));
  if (pathname === paths.stay) wanted.push(utils.property.photos.prefetch());
  if (pathname === paths.experiences) wanted.push(utils.property.attractions.prefetch());
  if (pathname === paths.policies) wanted.push(utils.content.policies.prefetch());
  if (pathname === paths.review) {
    const access = reviewAccessOf(url.searchParams);
    if (hasReviewAccess(access)) wanted.push(utils.reviews.linkState.prefetch(access));
  }
  return wanted;
}

type Where = { ssrPath: string; ssrSearch: string };
type Clients = { queryClient: QueryClient; trpcClient: ReturnType<typeof trpc.createClient> };

/** Renders to a string, failing on any error: a part that fails on the server would be left for the browser by an inline script the CSP blocks. */
async function renderToHtml(element: ReactElement, identifierPrefix?: string): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(element, {
    identifierPrefix,
    onError: (error) => void (failure ??= error),
    // Never split large boundaries into parts that inline scripts (which the CSP forbids) put back together.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  if (failure) throw failure instanceof Error ? failure : new Error('The page could not be rendered.', { cause: failure });
  return new Response(prelude).text();
}

/** Fills each island's box with the island rendered on its own, as the browser hydrates it (start-islands.tsx). */
async function renderIslands(pageHtml: string, islands: readonly CollectedIsland[], { queryClient, trpcClient }: Clients, where: Where): Promise<string> {
  let html = pageHtml;
  for (const island of islands) {
    if (!hasIslandBox(html, island.slot)) continue;
    const Component = island.component as ComponentType<object>;
    const islandHtml = await renderToHtml(
      <StrictMode>
        <Router {...where}>
          <IslandProviders queryClient={queryClient} trpcClient={trpcClient}>
            <Component {...island.props} />
          </IslandProviders>
        </Router>
      </StrictMode>,
      islandIdPrefix(island.name, island.slot),
    );
    html = fillIslandBox(html, island.slot, islandHtml);
  }
  return html;
}

function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  // A failed read leaves its query to the browser; the server never waits on retries.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** Renders a public page, or gives undefined for pages the browser renders (the booking steps after /booking, sign-in, admin). */
export async function renderPage(url: URL, link: TRPCLink<AppRouter>): Promise<RenderedPage | undefined> {
  const page = serverRenderedPage(url.pathname);
  // An admin's draft preview is theirs alone: the browser renders it with their session, never the shared HTML.
  if (!page || wantsDraftPreview(url.search)) return undefined;
  const queryClient = serverQueryClient();
  try {
    const trpcClient = trpc.createClient({ links: [link] });
    const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
    const slug = builtPageSlugOf(url.pathname);
    await Promise.all([frames.publicSite.preload(), page.preload(), ...prefetchFor(url, slug, utils)]);
    const blocks = slug ? (utils.content.page.getData({ slug })?.document.blocks ?? []) : [];
    // Photos named by the owner's blocks are drawn in the HTML, sized, like the gallery's.
    if (blocks.some((block) => block.type === 'imageText' || block.type === 'photoGrid')) await utils.property.photos.prefetch();
    // Any error fails the whole render (the server then sends the bare shell).
    const where = { ssrPath: url.pathname, ssrSearch: url.search.replace(/^\?/, '') };
    const renderWhole = (islands: CollectedIsland[] | null) =>
      renderToHtml(
        <IslandCollector.Provider value={islands}>
          <StrictMode>
            <Router {...where}>
              <App queryClient={queryClient} trpcClient={trpcClient} />
            </Router>
          </StrictMode>
        </IslandCollector.Provider>,
      );
    let islands: CollectedIsland[] | null = shipsAsIslands(url.pathname) ? [] : null;
    let html = await renderWhole(islands);
    const failedReads = queryClient
      .getQueryCache()
      .getAll()
      // A refusal anyone would get (tomorrow booked, for the hero's rate) is the read's answer: the page is whole.
      .filter((query) => query.state.status === 'error' && !isSettledRefusal(query.state.error))
      .map((query) => `${JSON.stringify(query.queryKey[0])}: ${query.state.error instanceof Error ? query.state.error.message : String(query.state.error)}`);
    // A part whose read failed is left to the browser to fill in, which only a page hydrated whole does.
    if (islands && failedReads.length > 0) {
      islands = null;
      html = await renderWhole(null);
    }
    if (islands) html = await renderIslands(html, islands, { queryClient, trpcClient }, where);
    return {
      html,
      islands: islands !== null,
      failedReads,
      stateScript: serverStateScript(dehydrate(queryClient)),
      modules: [PAGE_MODULES[url.pathname] ?? (url.pathname.startsWith(CUSTOM_PAGE_PREFIX) ? CUSTOM_PAGE_MODULE : NOT_FOUND_MODULE), ...blockModulesOf(blocks)],
    };
  } finally {
    // Drops the cache and its timers: nothing of one visitor's render outlives it.
    queryClient.clear();
  }
}

import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { PageClients } from '../lib/page-clients';
import { clearBookingStateAtStartup } from '../lib/booking-state-key';
import { log } from '../lib/log';
import { preloadBlocks } from '../pages/blocks/block-registry';
import { builtPageSlugOf } from '../../shared/pages/page-paths';
import { App } from './app';
import { frames, serverRenderedPage } from './pages';

/**
 * Starts the whole app in #root: over the server's markup of the whole page (`hydrate`), afresh (`render`), or in
 * place of a page shipped as islands, once the visitor follows a link (`replace`: drawn in one go, so the old page
 * shows until the new one is ready).
 */
export function startApp({ queryClient, trpcClient }: PageClients, how: 'hydrate' | 'render' | 'replace'): Promise<Root> {
  // Every full load starts the booking form empty (decision 061), before anything reads it. In place of a page shipped
  // as islands the load is not new: the islands' start did it, and the form may hold what a widget there was given.
  if (how !== 'replace') clearBookingStateAtStartup();
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} trpcClient={trpcClient} />
    </StrictMode>
  );
  if (how === 'render') {
    const fresh = createRoot(root);
    fresh.render(app);
    return Promise.resolve(fresh);
  }
  // The page's code, its blocks' and its frame's first, so one pass draws (or hydrates) the whole page. A promise, not a
  // top-level await: with one, the bundler turns off its chunk merging and the start-up code arrives
  // in some forty small files, each with a kilobyte of headers (decision 010).
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  const slug = builtPageSlugOf(window.location.pathname);
  const blocks = slug ? utils.content.page.getData({ slug })?.document.blocks : undefined;
  return Promise.all([frames.publicSite.preload(), serverRenderedPage(window.location.pathname)?.preload(), blocks && preloadBlocks(blocks)]).then(() => {
    if (how === 'hydrate') return hydrateRoot(root, app, { onRecoverableError: (error) => log.warn('Hydration recovered from an error', error) });
    const fresh = createRoot(root);
    flushSync(() => fresh.render(app));
    return fresh;
  });
}

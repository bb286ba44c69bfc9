import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { App } from './app/app';
import { frames, serverRenderedPage } from './app/pages';
import { parseServerState, SERVER_STATE_ID } from '../shared/lib/server-state';
import { clearBookingStateAtStartup } from './lib/booking-storage';
import { whenIdle } from './lib/idle';
import { arrivedRenderedByServer } from './lib/server-html';
import { log } from './lib/log';
import { applyStoredMotionPreference } from './lib/motion';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient } from './lib/trpc';
import { preloadBlocks } from './pages/blocks/block-registry';
import { builtPageSlugOf } from '../shared/pages/page-paths';

applyStoredMotionPreference();
clearBookingStateAtStartup();
const queryClient = createQueryClient();

const trpcClient = createTrpcClient();
const serverState = parseServerState(document.getElementById(SERVER_STATE_ID)?.textContent);
if (serverState) hydrate(queryClient, serverState);

// Spec §7: warm the cache with what most pages need; a failure is only a warning.
// Over a server-rendered page, whose own data came with it, this waits until the browser is idle.
const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
const warmCache = () => {
  for (const prefetch of [utils.property.public, utils.property.amenities, utils.property.photos]) {
    prefetch.prefetch().catch((error: unknown) => log.warn('Prefetch failed', error));
  }
};
if (serverState) whenIdle(warmCache);
else warmCache();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App queryClient={queryClient} trpcClient={trpcClient} />
  </StrictMode>
);
if (arrivedRenderedByServer()) {
  // The page's code, its blocks' and its frame's first, so hydration runs in one pass over the server's markup. A promise, not a
  // top-level await: with one, the bundler turns off its chunk merging and the start-up code arrives
  // in some forty small files, each with a kilobyte of headers (decision 010).
  const slug = builtPageSlugOf(window.location.pathname);
  const blocks = slug ? utils.content.page.getData({ slug })?.document.blocks : undefined;
  void Promise.all([frames.publicSite.preload(), serverRenderedPage(window.location.pathname)?.preload(), blocks && preloadBlocks(blocks)]).then(() =>
    hydrateRoot(root, app, { onRecoverableError: (error) => log.warn('Hydration recovered from an error', error) }),
  );
} else {
  createRoot(root).render(app);
}

function registerServiceWorker(): void {
  navigator.serviceWorker.register('/sw.js').then(
    (registration) => log.info('Service worker registered', registration.scope),
    (error: unknown) => log.warn('Service worker registration failed', error),
  );
}

// After the page's own load, which has often happened already: this code starts after the first paint.
if ('serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}

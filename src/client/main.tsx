import { createTRPCQueryUtils } from '@trpc/react-query';
import { startApp } from './app/start-app';
import { whenIdle } from './lib/idle';
import { log } from './lib/log';
import { applyStoredMotionPreference } from './lib/motion';
import { createPageClients } from './lib/page-clients';
import { arrivedRenderedByServer } from './lib/server-html';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';

applyStoredMotionPreference();
const clients = createPageClients();

// Spec §7: warm the cache with what most pages need; a failure is only a warning.
// Over a server-rendered page, whose own data came with it, this waits until the browser is idle.
const utils = createTRPCQueryUtils({ queryClient: clients.queryClient, client: clients.trpcClient });
const warmCache = () => {
  for (const prefetch of [utils.property.public, utils.property.amenities, utils.property.photos]) {
    prefetch.prefetch().catch((error: unknown) => log.warn('Prefetch failed', error));
  }
};
if (clients.hadServerState) whenIdle(warmCache);
else warmCache();

void startApp(clients, arrivedRenderedByServer() ? 'hydrate' : 'render');
registerServiceWorkerAfterLoad();

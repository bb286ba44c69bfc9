import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import './styles/global.css';
import { App } from './app/app';
import { clearBookingStateAtStartup } from './lib/booking-storage';
import { log } from './lib/log';
import { applyStoredMotionPreference } from './lib/motion';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient } from './lib/trpc';

applyStoredMotionPreference();
clearBookingStateAtStartup();
const queryClient = createQueryClient();

const trpcClient = createTrpcClient();

// Spec §7: warm the cache with what most pages need; a failure is only a warning.
const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
for (const prefetch of [utils.property.public, utils.property.amenities, utils.property.photos]) {
  prefetch.prefetch().catch((error: unknown) => log.warn('Prefetch failed', error));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} trpcClient={trpcClient} />
  </StrictMode>,
);

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').then(
      (registration) => log.info('Service worker registered', registration.scope),
      (error: unknown) => log.warn('Service worker registration failed', error),
    );
  });
}

import { log } from './log';

function register(): void {
  navigator.serviceWorker.register('/sw.js').then(
    // Some browsers and test drivers that block service workers answer with nothing rather than an error.
    (registration: ServiceWorkerRegistration | undefined) => log.info('Service worker registered', registration?.scope ?? 'without a registration'),
    (error: unknown) => log.warn('Service worker registration failed', error),
  );
}

/** After the page's own load, which has often happened already: the page's code starts after the first paint. */
export function registerServiceWorkerAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

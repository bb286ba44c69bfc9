import { log } from './log';

function register(): void {
  navigator.serviceWorker.register('/sw.js').then(
    (registration) => log.info('Service worker registered', registration.scope),
    (error: unknown) => log.warn('Service worker registration failed', error),
  );
}

/** After the page's own load, which has often happened already: the page's code starts after the first paint. */
export function registerServiceWorkerAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

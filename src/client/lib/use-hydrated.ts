import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true from
 * then on (and at once when the page was not rendered on the server). Parts
 * drawn from the browser's own state (stored drafts, window size) wait for it,
 * so hydration meets exactly the markup the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** True while the window is at least `px` wide (the spec measures the window, not a container). */
export function useWindowAtLeast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth >= px,
    () => false,
  );
}

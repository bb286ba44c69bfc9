import { useSyncExternalStore } from 'react';

// The motion preference (spec §3) lands on the root element as data-reduced-motion;
// JS-driven animation reads it from there so the user's override wins over the system.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-reduced-motion'] });
  return () => observer.disconnect();
}

function read(): boolean {
  return document.documentElement.dataset.reducedMotion === 'true';
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

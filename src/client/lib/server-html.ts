import { ISLANDS_MARK } from '../../shared/lib/islands-mark';

/**
 * Whether this page arrived rendered by the server (the root carries
 * data-ssr), so the browser hydrates it rather than drawing it. False on the
 * server itself, where there is no document.
 */
export function arrivedRenderedByServer(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-ssr') === true;
}

/** Whether this page is shipped as islands, until the app takes it over (island-roots.tsx drops the mark then). */
export function arrivedAsIslands(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute(ISLANDS_MARK) === true;
}

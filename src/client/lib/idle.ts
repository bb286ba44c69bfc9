/**
 * How far below the viewport a part counts as near: a below-the-fold section starts loading there, and so does the
 * island around it (decision 062), so both begin together rather than one after the other.
 */
export const NEAR_VIEWPORT_MARGIN = '800px 0px';

/**
 * Runs `work` once the page has loaded and the main thread is idle, so
 * optional work (preloads, below-the-fold code) never competes with first paint.
 */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let handle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') handle = window.requestIdleCallback(() => !cancelled && work(), { timeout: timeoutMs });
    else handle = setTimeout(() => !cancelled && work(), 1) as unknown as number;
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (handle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
      else clearTimeout(handle);
    }
  };
}

/** Set once the page has settled: from then on it is interactive, and later work waits only for idle. */
let pageSettled = false;

/**
 * Like whenIdle, but only after the page has then stayed quiet for `quietMs`
 * more: for optional work heavy enough (evaluating a page's code) that it
 * should never land while the page is still becoming interactive. Once the
 * page has settled, work asked for later (a section an island drew then)
 * waits only for idle.
 */
export function whenSettled(work: () => void, quietMs = 5000): () => void {
  if (pageSettled) return whenIdle(work);
  let cancelInner: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancelOuter = whenIdle(() => {
    timer = setTimeout(() => {
      cancelInner = whenIdle(() => {
        pageSettled = true;
        work();
      });
    }, quietMs);
  });
  return () => {
    cancelOuter();
    clearTimeout(timer);
    cancelInner?.();
  };
}

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

/**
 * Like whenIdle, but only after the page has then stayed quiet for `quietMs`
 * more: for optional work heavy enough (evaluating a page's code) that it
 * should never land while the page is still becoming interactive.
 */
export function whenSettled(work: () => void, quietMs = 5000): () => void {
  let cancelInner: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancelOuter = whenIdle(() => {
    timer = setTimeout(() => {
      cancelInner = whenIdle(work);
    }, quietMs);
  });
  return () => {
    cancelOuter();
    clearTimeout(timer);
    cancelInner?.();
  };
}

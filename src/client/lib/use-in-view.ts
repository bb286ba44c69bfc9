import { useEffect, useState, type RefObject } from 'react';

export interface InView {
  /** The element has been in view at least once (stays true). */
  seen: boolean;
  /** The element is in view now. */
  inView: boolean;
}

export interface InViewOptions {
  /** Grows the viewport by this much (CSS margin syntax): '300px' counts an element 300 px below the fold as in view. */
  rootMargin?: string;
  /** Share of the element's area that must be inside (0: any part). */
  threshold?: number;
  /** Stop watching once the element has been seen: for callers that only need `seen`. */
  once?: boolean;
}

/**
 * The one viewport watcher of the client: how much of an element is inside the
 * viewport (grown by `rootMargin`). It counts as in view from `threshold` of its
 * area. Without IntersectionObserver (old browsers, jsdom) everything counts as
 * in view, so nothing stays hidden.
 */
export function useInView(ref: RefObject<Element | null>, { rootMargin = '0px', threshold = 0, once = false }: InViewOptions = {}): InView {
  // Out of view until an effect says otherwise: the server (which has no IntersectionObserver either)
  // must render what the browser's first render does, or hydration fails (and the server's HTML
  // would load whatever waits for the viewport at once).
  const [state, setState] = useState<InView>({ seen: false, inView: false });
  const done = once && state.seen;
  useEffect(() => {
    const element = ref.current;
    if (done || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState({ seen: true, inView: true });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // The first callback reports the current state whatever the threshold: check the ratio too.
        const visible = (entry: IntersectionObserverEntry) => entry.isIntersecting && (threshold === 0 || entry.intersectionRatio >= threshold);
        const last = entries[entries.length - 1];
        if (!last) return;
        const inView = visible(last);
        const seenNow = entries.some(visible);
        setState((previous) => (previous.inView === inView && (previous.seen || !seenNow) ? previous : { seen: previous.seen || seenNow, inView }));
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold, done]);
  return state;
}

import { useEffect, useState, type RefObject } from 'react';

export interface InView {
  /** The element has been in view at least once (stays true). */
  seen: boolean;
  /** The element is in view now. */
  inView: boolean;
}

/**
 * Watches how much of an element is inside the viewport (grown by `rootMargin`).
 * It counts as in view from `threshold` of its area (0: any part). Without
 * IntersectionObserver everything counts as in view, so nothing stays hidden.
 */
export function useInView(ref: RefObject<Element | null>, { rootMargin = '0px', threshold = 0 }: { rootMargin?: string; threshold?: number } = {}): InView {
  // Out of view until an effect says otherwise: the server (which has no IntersectionObserver either)
  // must render what the browser's first render does, or hydration fails (and the server's HTML
  // would load whatever waits for the viewport at once).
  const [state, setState] = useState<InView>({ seen: false, inView: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState({ seen: true, inView: true });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        // The first callback reports the current state whatever the threshold: check the ratio too.
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
        setState((previous) => (previous.inView === visible && (previous.seen || !visible) ? previous : { seen: previous.seen || visible, inView: visible }));
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold]);
  return state;
}

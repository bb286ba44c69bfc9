import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { whenSettled } from '../lib/idle';

/** How far below the viewport a section starts loading. */
const ROOT_MARGIN = '800px 0px';
/** Without scrolling, below-the-fold sections still arrive this long after the page is idle (never while it is still becoming interactive). */
const IDLE_DELAY_MS = 6000;

/**
 * A below-the-fold section whose code loads only when it comes near the
 * viewport (or once the page has been idle a while), keeping the first load
 * light. The placeholder keeps the section's id so #anchors still land.
 */
export function DeferredSection({
  id,
  load,
  minHeight,
}: {
  id: string;
  load: () => Promise<{ default: ComponentType }>;
  minHeight: string;
}) {
  const Section = useMemo(() => lazy(load), [load]);
  // Never shown in the server's HTML, so hydration finds the placeholder the server sent.
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown || !placeholder.current) return;
    const show = () => setShown(true);
    if (typeof IntersectionObserver === 'undefined') return show();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: ROOT_MARGIN,
    });
    observer.observe(placeholder.current);
    const cancelIdle = whenSettled(show, IDLE_DELAY_MS);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [shown]);

  const fallback = <div id={id} ref={placeholder} style={{ minHeight }} aria-busy="true" />;
  if (!shown) return fallback;
  return <Suspense fallback={fallback}>{<Section />}</Suspense>;
}

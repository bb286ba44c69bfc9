import { Suspense, createElement, lazy, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { NEAR_VIEWPORT_MARGIN, whenSettled } from '../lib/idle';
import { useInView } from '../lib/use-in-view';

/** Without scrolling, below-the-fold sections still arrive this long after the page is idle (never while it is still becoming interactive). */
const IDLE_DELAY_MS = 6000;

/**
 * A below-the-fold section whose code loads only when it comes near the
 * viewport (or once the page has been idle a while), keeping the first load
 * light. The placeholder keeps the section's id so #anchors still land.
 */
export function DeferredSection<P extends object>({
  id,
  load,
  minHeight,
  props,
}: {
  id: string;
  load: () => Promise<{ default: ComponentType<P> }>;
  minHeight: string;
  /** What the section is drawn with once loaded (its words, from its block). */
  props?: P;
}) {
  const Section = useMemo(() => lazy(load), [load]);
  const placeholder = useRef<HTMLDivElement>(null);
  // Never shown in the server's HTML (or the browser's first render), so hydration finds the placeholder the server sent.
  const { seen } = useInView(placeholder, { rootMargin: NEAR_VIEWPORT_MARGIN, once: true });
  const [idle, setIdle] = useState(false);
  const shown = seen || idle;

  useEffect(() => {
    if (shown) return;
    return whenSettled(() => setIdle(true), IDLE_DELAY_MS);
  }, [shown]);

  const fallback = <div id={id} ref={placeholder} style={{ minHeight }} aria-busy="true" />;
  if (!shown) return fallback;
  return <Suspense fallback={fallback}>{createElement(Section, props ?? ({} as P))}</Suspense>;
}

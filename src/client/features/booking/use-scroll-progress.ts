import { useEffect, useState } from 'react';
import { WIDGET } from './widget-constants';

/** How far the page has scrolled, from 0 to 1, reaching 1 at the spec's 300 px cap. */
export function useScrollProgress(cap: number = WIDGET.blurScrollCap): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setProgress(Math.min(Math.max(window.scrollY, 0), cap) / cap));
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
    };
  }, [cap]);
  return progress;
}

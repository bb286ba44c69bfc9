import { useEffect, useState } from 'react';

/** True once the page has scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  // Starts false, as on the server; the effect reads the real scroll position at once.
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return past;
}

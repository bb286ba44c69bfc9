import { useEffect, type RefObject } from 'react';

const CAROUSEL_SPEED_PX_PER_FRAME = 0.5;
export const CAROUSEL_START_DELAY_MS = 1000;

/** Where the repeated slides begin: scrolling that far shows the same picture as 0. */
function loopWidthOf(viewport: HTMLElement): number {
  const first = viewport.querySelector<HTMLElement>('[data-slide]');
  const repeat = viewport.querySelector<HTMLElement>('[data-loop-start]');
  return first && repeat ? repeat.offsetLeft - first.offsetLeft : 0;
}

/**
 * Scrolls `viewport` sideways by `speed` px a frame while `enabled`, starting
 * `startDelayMs` after each (re)start, and jumps back by one set of slides at
 * the end so the loop never shows a seam.
 */
export function useAutoScroll(
  viewportRef: RefObject<HTMLElement | null>,
  { enabled, speed = CAROUSEL_SPEED_PX_PER_FRAME, startDelayMs = CAROUSEL_START_DELAY_MS }: { enabled: boolean; speed?: number; startDelayMs?: number },
) {
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!enabled || !viewport) return;
    let frame = 0;
    // Kept here rather than read back: browsers may round scrollLeft, which would swallow half-pixel steps.
    let position = viewport.scrollLeft;
    const step = () => {
      // A swipe or focus moving a card into view shifted it: carry on from there.
      if (Math.abs(viewport.scrollLeft - position) > 2) position = viewport.scrollLeft;
      position += speed;
      const loopWidth = loopWidthOf(viewport);
      const maxScroll = viewport.scrollWidth - viewport.clientWidth;
      if (loopWidth > 0 && (position >= loopWidth || (maxScroll > 0 && position > maxScroll))) {
        position = Math.max(0, position - loopWidth);
      }
      viewport.scrollLeft = position;
      frame = requestAnimationFrame(step);
    };
    const timer = setTimeout(() => {
      frame = requestAnimationFrame(step);
    }, startDelayMs);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [viewportRef, enabled, speed, startDelayMs]);
}

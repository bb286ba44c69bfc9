import { bottomBarHeight } from '../../styles/layout.css';

const barHeightProperty = bottomBarHeight.replace(/^var\((.*)\)$/, '$1');

/** The phone's booking bar carries this attribute, so the start of a page shipped as islands finds the one the server drew. */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

/**
 * Tells floating controls (the chat button) how tall the bar is, so they sit above it; its height changes with the
 * text in it and the width of the screen. Plain DOM: the bar's island uses it once live, the islands' start before
 * then (start-islands.ts). Returns the cleanup.
 */
export function followBottomBarHeight(bar: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const root = document.documentElement.style;
  const observer = new ResizeObserver(() => {
    // A bar taken out of the page (the app drew another) no longer speaks for the screen.
    if (bar.isConnected) root.setProperty(barHeightProperty, `${bar.offsetHeight}px`);
    else observer.disconnect();
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.removeProperty(barHeightProperty);
  };
}

import { createVar, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * The page's content column, the one gutter rule of the site: at most
 * layout.maxWidth wide, centred, and never closer than layout.gutter to either
 * edge of the window. Every section's content box is (or composes) this; a
 * full-bleed background is a wrapper around it, never the content itself.
 */
export const contentColumn = style({
  boxSizing: 'border-box',
  width: `min(100% - 2 * ${vars.layout.gutter}, ${vars.layout.maxWidth})`,
  marginInline: 'auto',
});

/**
 * The height of a bar fixed to the window's bottom edge (the phone booking bar), set on the root element by
 * the bar while it shows; floating controls (the chat button) sit above it. Unset: no bar.
 */
export const bottomBarHeight = createVar();

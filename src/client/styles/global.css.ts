import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: vars.layout.headerHeight,
});

globalStyle(':root[data-reduced-motion="true"]', { vars: { '--motion-scale': '0' } });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
  background: vars.color.surface,
  // A long word the owner types (section texts, page texts) wraps instead of pushing the layout sideways.
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  fontWeight: 600,
  margin: `0 0 ${vars.space['4']}`,
});

globalStyle('img', { maxWidth: '100%', display: 'block' });

globalStyle('a', { color: vars.color.seaDeep });

// One visible focus ring everywhere; React Aria adds data-focus-visible for keyboard focus.
globalStyle(':focus-visible, [data-focus-visible]', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle(':root[data-reduced-motion="true"] *, :root[data-reduced-motion="true"] *::before, :root[data-reduced-motion="true"] *::after', {
  animationDuration: '0.01ms !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0.01ms !important',
});

// An island's box (decision 062) takes no room of its own: its content lays out as if the box were not there.
globalStyle('[data-island]', { display: 'contents' });

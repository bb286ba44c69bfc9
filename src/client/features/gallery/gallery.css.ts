import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentColumn } from '../../styles/layout.css';

const tablet = 'screen and (min-width: 640px)';
const desktop = 'screen and (min-width: 1024px)';

export const section = style([contentColumn, { marginTop: vars.space['10'], scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space['4']})` }]);

export const heading = style({ margin: 0, fontSize: vars.fontSize['3xl'] });

export const grid = style({
  listStyle: 'none',
  margin: `${vars.space['6']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const tile = style({ display: 'flex', minWidth: 0 });

/** On wide screens the first photo takes a two-by-two corner, and the six tiles fill three rows of three exactly. */
export const leadTile = style([tile, { '@media': { [desktop]: { gridColumn: 'span 2', gridRow: 'span 2' } } }]);

export const thumb = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: 'none',
  cursor: 'zoom-in',
  outline: 'none',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}, box-shadow ${vars.motion.normal}`,
  selectors: {
    '&[data-hovered]': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
});

export const thumbPhoto = style({ height: '100%' });

/** The lead tile stretches to its two rows instead of keeping 3:2. */
export const leadPhoto = style({
  height: '100%',
  // Doubled class: wins over the photo frame's own aspect ratio whatever order the style sheets load in.
  '@media': { [desktop]: { selectors: { '&&': { aspectRatio: 'auto' } } } },
});

export const skeletonTile = style({ aspectRatio: '3 / 2', borderRadius: vars.radius.md, overflow: 'hidden' });

export const footer = style({ marginTop: vars.space['5'], display: 'flex', justifyContent: 'flex-start' });

export const lightbox = style({ display: 'grid', gap: vars.space['4'] });

export const stage = style({ display: 'grid', placeItems: 'center', touchAction: 'pan-y' });

export const stagePhoto = style({
  width: 'min(100%, calc(65dvh * 1.5))',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });

export const counter = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: vars.color.ink });

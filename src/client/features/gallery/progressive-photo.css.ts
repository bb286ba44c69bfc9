import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  // Set inline from the photo's own width and height, so the box is sized before any byte arrives.
  aspectRatio: 'var(--photo-aspect, 3 / 2)',
  overflow: 'hidden',
  background: vars.color.sand,
});

/** The tiny data-URL image, scaled up and blurred so its pixels never show. */
export const placeholder = style({
  position: 'absolute',
  inset: '-8%',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  filter: 'blur(14px)',
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { '[data-state="loaded"] > &': { opacity: 0 } },
});

export const picture = style({ position: 'absolute', inset: 0, display: 'block' });

const imageBase = style({
  display: 'block',
  width: '100%',
  height: '100%',
  opacity: 0,
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { '[data-state="loaded"] &': { opacity: 1 } },
});

export const image = styleVariants({
  cover: [imageBase, { objectFit: 'cover' }],
  contain: [imageBase, { objectFit: 'contain' }],
});

export const failure = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['3'],
  margin: 0,
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'center',
});

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

const imageBase = style({ display: 'block', width: '100%', height: '100%' });

export const image = styleVariants({
  cover: [imageBase, { objectFit: 'cover' }],
  contain: [imageBase, { objectFit: 'contain' }],
});

/**
 * A photo further down fades in over its placeholder once it has loaded. Only where scripts run (they say when it
 * has loaded), and never for a photo of the first screen: that one paints the moment its bytes arrive, not when
 * the page's JavaScript has started (Lighthouse counted 3.8 s of waiting on a phone), and a page read without
 * JavaScript shows every photo.
 */
export const fadeIn = style({
  '@media': {
    '(scripting: enabled)': {
      opacity: 0,
      transition: `opacity ${vars.motion.slow} ${vars.motion.easing}`,
      selectors: { '[data-state="loaded"] &': { opacity: 1 } },
    },
  },
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

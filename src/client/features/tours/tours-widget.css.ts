import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const holder = style({
  width: '100%',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  position: 'relative',
});

// Behind the frame until the widget's first page has loaded.
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.inkMuted,
});

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  border: 0,
  transition: `height ${vars.motion.normal} ${vars.motion.easing}`,
});

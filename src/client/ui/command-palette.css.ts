import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 85,
  background: vars.color.overlay,
  display: 'grid',
  justifyItems: 'center',
  alignItems: 'start',
  padding: `min(12vh, 6rem) ${vars.space['3']} ${vars.space['3']}`,
  animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
});

export const modal = style({
  width: '100%',
  maxWidth: '40rem',
  maxHeight: 'calc(100dvh - 8rem)',
  display: 'grid',
  background: vars.color.surface,
  color: vars.color.ink,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const dialog = style({ display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr) auto', minHeight: 0, outline: 'none' });

export const field = style({ padding: vars.space['3'], borderBottom: `1px solid ${vars.color.border}` });

export const input = style({
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  selectors: {
    '&[data-focused]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&::placeholder': { color: vars.color.inkMuted, opacity: 1 },
  },
});

export const list = style({ overflowY: 'auto', padding: vars.space['2'], outline: 'none', minHeight: 0 });

export const section = style({ display: 'grid', marginBlockEnd: vars.space['2'] });

export const groupHeader = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.inkMuted,
});

export const item = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { background: vars.color.lagoon, outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
  },
});

export const itemLabel = style({ fontWeight: 600 });

export const itemDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.ink });

export const empty = style({ margin: 0, padding: vars.space['3'], color: vars.color.inkMuted });

export const status = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  borderTop: `1px solid ${vars.color.border}`,
  minHeight: '2.25rem',
});

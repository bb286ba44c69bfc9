import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 80,
  background: vars.color.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const modal = style({
  width: '100%',
  maxWidth: '44rem',
  maxHeight: 'calc(100dvh - 2rem)',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.ink,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const wide = style({ maxWidth: '64rem' });

export const dialog = style({ padding: vars.space['6'], outline: 'none', position: 'relative' });

export const header = style({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: vars.space['4'], marginBottom: vars.space['4'] });

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'] });

export const subtitle = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.inkMuted });

// The sheet variant: rises from the bottom edge, full width on a phone.

export const sheetOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 90,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const sheet = style({
  width: '100%',
  maxWidth: '40rem',
  maxHeight: '85dvh',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.ink,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.lg,
  animation: `${slideUp} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const sheetDialog = style({ display: 'grid', gap: vars.space['4'], padding: vars.space['6'], outline: 'none' });

export const sheetHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['4'] });

export const sheetTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

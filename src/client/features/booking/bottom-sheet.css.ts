import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const overlay = style({
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

export const dialog = style({ display: 'grid', gap: vars.space['4'], padding: vars.space['6'], outline: 'none' });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['4'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: '18rem',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.ink,
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const tooltip = style({
  maxWidth: '18rem',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.ink,
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});

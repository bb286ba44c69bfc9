import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Outlined and worded, so the warning never rests on colour alone. */
export const unconfirmed = style({
  display: 'inline-block',
  justifySelf: 'start',
  padding: `0 ${vars.space['2']}`,
  border: `1px solid ${vars.color.coral}`,
  borderRadius: vars.radius.pill,
  color: vars.color.danger,
  background: vars.color.dangerSurface,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

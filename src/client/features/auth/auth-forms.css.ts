import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space['4'], marginTop: vars.space['6'] });

export const formError = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, margin: 0 });

export const forgot = style({ marginTop: vars.space['4'] });

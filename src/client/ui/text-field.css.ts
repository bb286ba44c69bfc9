import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const input = style({
  font: 'inherit',
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  selectors: {
    '&[data-focused]': { borderColor: vars.color.sea },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const group = style({ display: 'grid', gap: vars.space['2'], border: 'none', padding: 0, margin: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.seaDeep, borderColor: vars.color.seaDeep, color: vars.color.surface },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid]:not([data-selected])': { borderColor: vars.color.danger },
  },
});

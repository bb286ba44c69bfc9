import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], cursor: 'pointer' });

export const box = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.inkMuted}`,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.seaDeep, borderColor: vars.color.seaDeep, color: vars.color.surface },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

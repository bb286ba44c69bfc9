import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'end' });

export const control = style({ minWidth: '10rem', flex: '1 1 10rem', maxWidth: '16rem' });

export const download = style({
  color: vars.color.seaDeep,
  fontWeight: 600,
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const notes = style({ margin: 0, paddingInlineStart: vars.space['4'], color: vars.color.inkMuted, fontSize: vars.fontSize.sm, display: 'grid', gap: vars.space['1'] });


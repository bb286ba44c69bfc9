import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const details = style({ display: 'grid', gap: vars.space['4'] });

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'], flexWrap: 'wrap' });

export const pageStatus = style({ margin: 0, fontWeight: 600 });

export const browser = style({ display: 'grid', gap: vars.space['4'] });

export const toolbar = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(12rem, 2fr) minmax(10rem, 1fr) minmax(10rem, 1fr)' } },
});

export const search = style({ minWidth: 0 });

export const resultCount = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

// Two columns, one on narrow screens.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const noMatch = style({ margin: 0, padding: vars.space['8'], textAlign: 'center', color: vars.color.inkMuted });

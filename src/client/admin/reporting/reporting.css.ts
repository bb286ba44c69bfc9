import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'end' });

export const control = style({ minWidth: '10rem', flex: '1 1 10rem', maxWidth: '16rem' });

export const dateField = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const dateLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const dateInput = style({
  display: 'flex',
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-focus-within]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: '2px',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.sea, color: vars.color.inkInverse } },
});

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const download = style({
  color: vars.color.seaDeep,
  fontWeight: 600,
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const charts = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const chart = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

export const chartSvg = style({ width: '100%', height: 'auto', display: 'block' });

export const bar = style({ fill: vars.color.sea });

export const chartCaption = style({ fontWeight: 700 });

export const definitions = style({ display: 'grid', gap: vars.space['2'], margin: 0, fontSize: vars.fontSize.sm });

globalStyle(`${definitions} dt`, { fontWeight: 700 });
globalStyle(`${definitions} dd`, { margin: 0, color: vars.color.inkMuted });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, margin: 0 });

export const explanation = style({ margin: 0, fontWeight: 600 });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  paddingBlockStart: vars.space['4'],
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

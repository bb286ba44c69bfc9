import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The figures: as many cards as fit, one column on a phone. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space['4'],
  margin: 0,
});

export const figure = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  minWidth: 0,
});

export const figureLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.inkMuted });
export const figureValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const figureNote = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const list = style({ display: 'grid', gap: vars.space['2'], margin: 0, paddingInlineStart: vars.space['5'], overflowWrap: 'anywhere' });

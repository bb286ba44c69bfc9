import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '26rem',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const centered = style({ display: 'grid', placeItems: 'center', gap: vars.space['3'], minHeight: '12rem', textAlign: 'center' });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['2'] });

export const price = style({ margin: 0, fontSize: vars.fontSize.md });

export const priceAmount = style({ fontSize: vars.fontSize['2xl'], fontWeight: 700 });

export const rating = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const star = style({ color: vars.color.coral });

export const fields = style({ display: 'grid', gap: vars.space['3'] });

export const reserve = style({ width: '100%' });

export const note = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const priceRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space['3'], fontWeight: 600 });

export const textButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.ink,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.seaDeep },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});

export const problem = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  justifyItems: 'start',
});

export const problemTitle = style({ margin: 0, fontWeight: 700 });

export const problemDetail = style({ margin: 0, fontSize: vars.fontSize.sm });

export const loadingRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const errorSummary = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});

export const errorSummaryTitle = style({ margin: 0, fontWeight: 700 });

export const errorList = style({ margin: `${vars.space['2']} 0 0`, paddingLeft: vars.space['5'] });

export const errorLink = style({
  color: vars.color.danger,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const lines = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['4'] });

globalStyle(`${line} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const totalLine = style({ paddingTop: vars.space['3'], borderTop: `1px solid ${vars.color.border}`, fontWeight: 700 });

/** The #booking-form anchor clears the fixed header when jumped to. */
export const formSection = style({
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space['4']})`,
  margin: `${vars.space['6']} 0`,
  // The empty form's height (425 px on a phone): while the house's details load, the spinner keeps
  // its place, so what follows does not move when the form comes.
  minHeight: '26.6rem',
});

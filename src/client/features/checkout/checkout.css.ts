import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The step's main column and, on wide screens, the stay beside it. */
export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  margin: `${vars.space['6']} 0 ${vars.space['8']}`,
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 24rem' } },
});

export const aside = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { 'screen and (min-width: 960px)': { gridColumn: 2, gridRow: 1, position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space['4']})` } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const form = style({ display: 'grid', gap: vars.space['5'] });

export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const muted = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  cursor: 'pointer',
  fontWeight: 600,
});

export const checkboxBox = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  marginTop: '0.1rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.inkMuted}`,
  background: vars.color.surfaceRaised,
  color: vars.color.inkInverse,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.seaDeep, borderColor: vars.color.seaDeep },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const policyLinks = style({ margin: `0 0 0 calc(1.5rem + ${vars.space['3']})`, fontSize: vars.fontSize.sm });

export const link = style({ color: vars.color.seaDeep, textDecoration: 'underline' });

export const problem = style({
  display: 'grid',
  gap: vars.space['2'],
  justifyItems: 'start',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});

export const problemTitle = style({ margin: 0, fontWeight: 700 });

export const notice = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.lagoon,
  color: vars.color.ink,
});

globalStyle(`${notice} p`, { margin: 0 });

export const demoBadge = style({
  justifySelf: 'start',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.gold,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const timer = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 });

export const payButton = style({ width: '100%' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'flex-end' });

export const reference = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize['2xl'],
  fontWeight: 700,
  letterSpacing: '0.06em',
});

export const facts = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['4'] });

globalStyle(`${fact} dt`, { color: vars.color.inkMuted });

globalStyle(`${fact} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const address = style({ margin: 0, fontStyle: 'normal', fontWeight: 600, whiteSpace: 'pre-line' });

export const instructions = style({ margin: 0, whiteSpace: 'pre-line' });

export const success = style({ color: vars.color.success });

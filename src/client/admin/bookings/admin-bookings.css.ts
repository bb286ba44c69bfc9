import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';



export const referenceButton = style({
  font: 'inherit',
  fontWeight: 700,
  fontFamily: 'ui-monospace, monospace',
  color: vars.color.seaDeep,
  background: 'none',
  border: 'none',
  padding: vars.space['1'],
  borderRadius: vars.radius.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible, &[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** 'Manual · Cash' under a manual booking's status. */
export const source = style({ display: 'block', marginBlockStart: vars.space['1'], fontSize: vars.fontSize.xs, color: vars.color.inkMuted });

const badgeBase = style({
  display: 'inline-block',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
});

export const badge = styleVariants({
  confirmed: [badgeBase, { background: vars.color.lagoon, color: vars.color.seaDeep }],
  hold: [badgeBase, { background: vars.color.sand, color: vars.color.ink }],
  expired: [badgeBase, { background: vars.color.surfaceSunken, color: vars.color.inkMuted }],
  cancelled: [badgeBase, { background: vars.color.dangerSurface, color: vars.color.danger }],
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
});

export const detailTerm = style({ fontWeight: 600, color: vars.color.inkMuted });

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const alert = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });


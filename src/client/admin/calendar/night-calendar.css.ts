import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'flex-end' });

/** Two months side by side from 900 px, one below. */
export const months = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const grid = style({ width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: '2px' });
export const caption = style({ fontWeight: 700, textAlign: 'left', paddingBlockEnd: vars.space['2'] });
export const weekday = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted, fontWeight: 600, paddingBlockEnd: vars.space['1'] });

export const cell = style({
  verticalAlign: 'top',
  padding: '2px 3px',
  height: '4.4rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  userSelect: 'none',
  overflow: 'hidden',
  fontSize: vars.fontSize.xs,
  lineHeight: 1.25,
  color: vars.color.ink,
  background: vars.color.surfaceRaised,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-disabled="true"]': { cursor: 'default', color: vars.color.inkMuted, background: vars.color.surface },
    '&[aria-selected="true"]': { background: vars.color.seaDeep, color: vars.color.inkInverse, borderColor: vars.color.seaDeep },
  },
});

/** Backgrounds that only echo the words in the cell. */
export const kind = styleVariants({
  free: {},
  booked: { background: vars.color.lagoon },
  hold: { background: '#fbefd2' },
  blocked: { background: vars.color.surfaceSunken, backgroundImage: `repeating-linear-gradient(135deg, transparent 0 6px, ${vars.color.sand} 6px 8px)` },
  imported: { background: vars.color.sand },
});

export const emptyCell = style({ border: 'none' });
export const dayNumber = style({ display: 'block', fontWeight: 700 });
export const line = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
/** Who or what holds the night: up to two lines, so a guest's whole name shows wherever the cell is wide enough. */
export const stateLine = style({ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' });
export const today = style({ textDecoration: 'underline', textDecorationThickness: '2px' });

export const help = style({ display: 'grid', gap: vars.space['2'] });

export const helpSummary = style({ cursor: 'pointer', fontWeight: 600, width: 'fit-content' });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], fontSize: vars.fontSize.xs, color: vars.color.inkMuted, margin: 0, padding: 0, listStyle: 'none' });

export const actionBar = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `2px solid ${vars.color.seaDeep}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const actionForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'end' });
export const alert = style({ color: vars.color.danger, fontWeight: 600, margin: 0 });

/** 'Go to date' after the month buttons, at the row's end: the field and its button on one line, aligned at their bottoms. */
export const goTo = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-end', marginInlineStart: 'auto' });

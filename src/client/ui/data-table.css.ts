import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The caption line above a table (it names the table for screen readers too). */
export const caption = style({ margin: 0, fontWeight: 600, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

/** A wide table scrolls sideways in its own box, never the page. */
export const wrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } as const;

export const column = style({
  textAlign: 'left',
  padding: vars.space['2'],
  borderBottom: `2px solid ${vars.color.border}`,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting]:hover': { color: vars.color.seaDeep },
    '&[data-focus-visible]': focusRing,
  },
});

export const sortMark = style({ display: 'inline-block', minWidth: '1em', marginInlineStart: vars.space['1'], color: vars.color.seaDeep });

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-href], &[data-pressed]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
  },
});

/** The summary row kept last (DataTable's `totalRow`). */
export const totalRow = style({ fontWeight: 700, borderTop: `2px solid ${vars.color.border}` });

export const cell = style({
  textAlign: 'left',
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({ textAlign: 'left', padding: vars.space['2'], borderBottom: `1px solid ${vars.color.border}` });

export const code = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  fontFamily: 'ui-monospace, monospace',
  userSelect: 'all',
  wordBreak: 'break-all',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'end' });

/** A wide table scrolls sideways in its own box, never the page. */
export const tableWrap = style({ overflowX: 'auto' });

/** One block of an admin screen. */
export const section = style({ display: 'grid', gap: vars.space['4'], marginBlockEnd: vars.space['8'] });

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** A short note under a control. */
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

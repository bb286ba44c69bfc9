import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({
  display: 'grid',
  // A long option ellipsizes inside the field instead of widening it over its neighbours.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['1'],
  minWidth: '10rem',
  // The trigger shows the focus ring; the wrapper would draw a second one.
  selectors: { '&[data-focus-visible]': { outline: 'none' } },
});

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.ink,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { borderColor: vars.color.sea },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({ color: vars.color.inkMuted });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  overflow: 'auto',
});

export const listBox = style({ padding: vars.space['1'], outline: 'none' });

export const option = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { fontWeight: 700, color: vars.color.seaDeep },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

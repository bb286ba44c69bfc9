import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({ position: 'absolute', insetInlineStart: vars.space['3'], color: vars.color.inkMuted, pointerEvents: 'none' });

export const input = style({
  font: 'inherit',
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space['2']} 2.75rem ${vars.space['2']} 2.25rem`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  selectors: {
    '&[data-focused]': { borderColor: vars.color.sea },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&::placeholder': { color: vars.color.inkMuted, opacity: 1 },
  },
});

// The browser's own clear button would duplicate ours.
globalStyle(`${input}::-webkit-search-cancel-button`, { WebkitAppearance: 'none' });

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space['1'],
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.inkMuted,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
    '[data-empty] &': { display: 'none' },
  },
});

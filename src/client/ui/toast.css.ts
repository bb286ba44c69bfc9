import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const region = style({
  position: 'fixed',
  bottom: vars.space['4'],
  right: vars.space['4'],
  left: vars.space['4'],
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  outline: 'none',
  '@media': { 'screen and (min-width: 768px)': { left: 'auto', width: '100%', maxWidth: '420px' } },
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
});

export const destructive = style({ background: vars.color.dangerSurface, borderColor: vars.color.danger });

export const content = style({ flex: 1, display: 'grid', gap: vars.space['1'] });
export const title = style({ fontWeight: 700 });
export const description = style({ fontSize: vars.fontSize.sm });
export const close = style({
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space['1'],
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});

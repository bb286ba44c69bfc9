import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const dialog = style({ display: 'grid', gap: vars.space['4'], minWidth: 'min(20rem, calc(100vw - 2rem))', outline: 'none' });

export const stepper = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBottom: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const stepperText = style({ display: 'grid', gap: '2px' });

export const stepperLabel = style({ fontWeight: 700 });

export const stepperDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const stepButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-disabled]': { borderColor: vars.color.border, color: vars.color.inkMuted, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const count = style({
  width: '2.5rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'center',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, borderRadius: vars.radius.sm } },
});

export const limit = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

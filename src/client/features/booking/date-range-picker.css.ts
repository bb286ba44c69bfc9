import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const fieldLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.inkMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const chevron = style({ color: vars.color.inkMuted });

export const inlineError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const popover = style({
  background: vars.color.surface,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space['4'],
  maxWidth: 'calc(100vw - 1rem)',
  overflow: 'auto',
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` } },
});

export const dialog = style({ display: 'grid', gap: vars.space['3'], outline: 'none' });

export const header = style({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: vars.space['4'] });

export const headerTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const headerHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const calendarNav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

export const navButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const calendarHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const months = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['6'] });

export const month = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const monthCaption = style({ margin: 0, textAlign: 'center', fontWeight: 700 });

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const headerCell = style({ width: '2.75rem', height: '2rem', fontSize: vars.fontSize.xs, fontWeight: 600, color: vars.color.inkMuted });

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-today]': { fontWeight: 800 },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.lagoon, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.seaDeep,
      color: vars.color.inkInverse,
      borderRadius: vars.radius.pill,
    },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.inkMuted, background: 'transparent', cursor: 'not-allowed' },
    '&[data-unavailable]': { textDecoration: 'line-through' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const messages = style({ display: 'grid', gap: vars.space['1'], fontSize: vars.fontSize.sm });

export const message = style({ margin: 0 });

export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const nights = style({ margin: 0, fontWeight: 700, color: vars.color.ink });

export const note = style({ margin: 0 });

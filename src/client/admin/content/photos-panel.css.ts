import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const dropZone = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  padding: vars.space['4'],
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.sea, background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const list = style({ display: 'grid', gap: vars.space['2'], padding: 0, margin: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { borderColor: vars.color.sea },
  },
});

export const thumb = style({ width: 96, height: 64, objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceSunken });

export const body = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const alt = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const progress = style({ display: 'grid', gap: vars.space['1'], fontSize: vars.fontSize.sm });

export const bar = style({ height: 8, borderRadius: 4, background: vars.color.surfaceSunken, overflow: 'hidden' });

export const fill = style({ height: '100%', background: vars.color.sea });

export const error = style({ color: vars.color.danger, margin: 0 });

export const dragHandle = style({
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  cursor: 'grab',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 };

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const unsaved = style({ margin: 0, fontWeight: 600, color: vars.color.ink });

/** The block list beside the panel on a wide screen, the panel below the list on a phone. */
export const workspace = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const list = style({ display: 'grid', gap: vars.space['2'], padding: 0, margin: 0 });

export const block = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'default',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.seaDeep, boxShadow: `inset 4px 0 0 ${vars.color.seaDeep}` },
    '&[data-focus-visible]': focusRing,
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { borderColor: vars.color.sea },
  },
});

export const blockName = style({ margin: 0, overflowWrap: 'anywhere' });

export const blockProblem = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const dragHandle = style({
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  cursor: 'grab',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const dropIndicator = style({
  outline: `1px solid ${vars.color.sea}`,
  selectors: { '&[data-drop-target]': { outline: `2px solid ${vars.color.seaDeep}` } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, selectors: { '&:focus-visible': focusRing } });

export const fieldset = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: vars.space['3'], border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, minWidth: 0 });

export const legend = style({ fontWeight: 600, padding: `0 ${vars.space['1']}` });

export const error = style({ margin: 0, color: vars.color.danger });

export const photoRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const thumb = style({ width: 96, height: 64, objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceSunken });

export const previewFrame = style({ position: 'relative', overflow: 'hidden', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });

export const previewIframe = style({ border: 0, transformOrigin: '0 0', display: 'block', background: 'white' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({ textAlign: 'left', padding: vars.space['2'], borderBottom: `1px solid ${vars.color.border}`, overflowWrap: 'anywhere' });

export const toggleGroup = style({ display: 'flex', gap: vars.space['1'] });

export const toggle = style({
  minHeight: 44,
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.seaDeep, color: vars.color.inkInverse, borderColor: vars.color.seaDeep },
    '&[data-focus-visible]': focusRing,
  },
});

export const menuHeader = style({ padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['1']}`, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.inkMuted });

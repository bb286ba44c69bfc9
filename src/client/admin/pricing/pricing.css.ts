import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({ display: 'grid', gap: vars.space['8'] });

export const section = style({ display: 'grid', gap: vars.space['4'] });

export const sectionHint = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  alignItems: 'start',
});

export const row = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  alignItems: 'end',
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

// A field keeps to its grid cell: the browser's default input width would otherwise spill into the next one.
globalStyle(`${fields} > *, ${row} > *`, { minWidth: 0 });
globalStyle(`${fields} input, ${row} input`, { width: '100%', minWidth: 0 });

export const legend = style({ fontWeight: 700, padding: `0 ${vars.space['1']}` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const saveBar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: `${vars.space['3']} 0`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const success = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

export const failure = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  background: vars.color.dangerSurface,
});

export const previewLines = style({ display: 'grid', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none', maxWidth: '28rem' });
export const previewLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['4'] });
export const previewTotal = style([previewLine, { fontWeight: 700, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space['1'] }]);

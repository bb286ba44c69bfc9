import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const editor = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const body = style({ fontFamily: 'ui-monospace, monospace' });

export const variables = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], listStyle: 'none', padding: 0, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const previewFrame = style({
  width: '100%',
  minHeight: '420px',
  border: `1px solid ${vars.color.surfaceSunken}`,
  borderRadius: vars.radius.md,
  background: '#fff',
});

export const previewText = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

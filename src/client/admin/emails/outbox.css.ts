import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const openButton = style({
  font: 'inherit',
  color: vars.color.seaDeep,
  background: 'none',
  border: 'none',
  padding: vars.space['1'],
  borderRadius: vars.radius.sm,
  textAlign: 'left',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible, &[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space['1']} ${vars.space['3']}`, margin: 0 });
globalStyle(`${facts} dt`, { fontWeight: 700 });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const body = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  maxHeight: '50vh',
  overflowY: 'auto',
});

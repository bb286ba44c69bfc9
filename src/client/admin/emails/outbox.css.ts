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

export const panel = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'flex-start' });

export const message = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const resendForm = style({ display: 'grid', gap: vars.space['3'], maxWidth: '32rem' });

export const partTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const plainList = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'], overflowWrap: 'anywhere' });

export const frame = style({
  width: '100%',
  minHeight: '24rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#fff',
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const editorField = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const label = style({ fontWeight: 600 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  padding: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderBottom: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: vars.color.surfaceSunken,
});

export const toolButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space['2']}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.lagoon, borderColor: vars.color.seaDeep },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { color: vars.color.inkMuted, cursor: 'default' },
  },
});

export const editor = style({
  minHeight: '16rem',
  maxHeight: '60vh',
  overflowY: 'auto',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  background: vars.color.surfaceRaised,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible, &:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

globalStyle(`${editor} a`, { color: vars.color.seaDeep, textDecoration: 'underline' });
globalStyle(`${editor} > * + *`, { marginBlockStart: vars.space['3'] });

export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'end' });

export const error = style({ color: vars.color.danger, margin: 0 });

export const counter = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const thread = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const item = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const meta = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

/** The guest's own line breaks stay. */
export const text = style({ whiteSpace: 'pre-wrap', margin: 0 });

export const reply = style({ marginInlineStart: vars.space['4'], paddingInlineStart: vars.space['3'], borderInlineStart: `3px solid ${vars.color.border}` });

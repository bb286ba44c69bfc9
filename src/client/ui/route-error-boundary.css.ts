import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { contentColumn } from '../styles/layout.css';

const base = style({
  maxWidth: '40rem',
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['4'],
});

/** A whole page failed: the message sits where the page would, below the fixed header. */
export const frame = styleVariants({
  page: [base, contentColumn, { paddingBlock: `calc(${vars.layout.headerHeight} + ${vars.space['8']}) ${vars.space['8']}` }],
  section: [base, { padding: `${vars.space['4']} 0` }],
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
  outline: 'none',
});

export const message = style({ display: 'grid', gap: vars.space['2'] });

export const detail = style({ margin: 0, color: vars.color.inkMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const block = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['4'], flexWrap: 'wrap' });

export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const viewport = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  paddingBlock: vars.space['2'],
  // Room for the focus ring of the first and last cards.
  paddingInline: vars.space['1'],
  scrollPaddingInline: vars.space['2'],
});

export const track = style({ display: 'flex', gap: vars.space['4'], listStyle: 'none', margin: 0, padding: 0, width: 'max-content' });

// Spec §9: slides between 280 and 360 px wide.
export const slide = style({ flex: '0 0 clamp(280px, 80vw, 360px)', minHeight: '17rem' });

export const repeat = style({ height: '100%', cursor: 'pointer' });

/** The card's own action, stretched over the whole card so a click anywhere opens the review. */
export const open = style({
  alignSelf: 'flex-start',
  color: vars.color.seaDeep,
  textDecoration: 'underline',
  paddingInline: 0,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&[data-focus-visible]': { outline: 'none' },
    '&[data-focus-visible]::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-hovered]': { background: 'transparent' },
  },
});

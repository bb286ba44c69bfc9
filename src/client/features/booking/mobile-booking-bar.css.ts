import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Set inline from the scroll position: 0 at the top, the full blur from 300 px down. */
export const blurVar = createVar();

export const bar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 60,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  paddingBottom: `calc(${vars.space['3']} + env(safe-area-inset-bottom, 0px))`,
  background: `color-mix(in srgb, ${vars.color.surface} 92%, transparent)`,
  color: vars.color.ink,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  backdropFilter: `blur(${fallbackVar(blurVar, '0px')})`,
  '@media': { 'screen and (min-width: 768px)': { display: 'none' } },
});

export const spacer = style({ height: '6rem', '@media': { 'screen and (min-width: 768px)': { display: 'none' } } });

export const summary = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const price = style({ margin: 0, fontSize: vars.fontSize.sm });

export const priceAmount = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const small = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.inkMuted });

/** Why the house does not take this stay (shorter than its minimum); an empty live region otherwise. */
export const notice = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: 600, color: vars.color.danger });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const total = style({ display: 'grid', justifyItems: 'end' });

export const totalButton = style({
  display: 'grid',
  justifyItems: 'end',
  minHeight: '44px',
  padding: `0 ${vars.space['1']}`,
  border: 'none',
  background: 'none',
  color: vars.color.ink,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});

export const totalAmount = style({ fontWeight: 700, textDecoration: 'underline' });

export const preview = style({ display: 'grid', gridTemplateColumns: '6rem 1fr', gap: vars.space['3'], alignItems: 'center' });

export const previewPhoto = style({ width: '6rem', height: '4.5rem', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.sand });

export const previewTitle = style({ margin: 0, fontWeight: 700 });

export const sectionTitle = style({ margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.lg });

export const stay = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space['1']} ${vars.space['4']}`, margin: 0 });

globalStyle(`${stay} dd`, { margin: 0, textAlign: 'right' });

export const reserveNow = style({ width: '100%' });

export const wallets = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

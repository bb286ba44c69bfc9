import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const banners = style({ display: 'grid', gap: vars.space['2'], marginBlockEnd: vars.space['4'] });

export const banner = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.gold}`,
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
});

globalStyle(`${banner} p`, { margin: 0 });

export const howTo = style({ display: 'grid', gap: vars.space['1'], fontSize: vars.fontSize.sm });

export const summary = style({ cursor: 'pointer', fontWeight: 600, width: 'fit-content' });

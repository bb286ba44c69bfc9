import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const banners = style({ display: 'grid', gap: vars.space['2'], marginBlockEnd: vars.space['4'] });

export const banner = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.gold}`,
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
});

globalStyle(`${banner} p`, { margin: 0 });

export const title = style({ fontWeight: 700 });

export const howTo = style({ fontSize: vars.fontSize.sm });

export const summary = style({ cursor: 'pointer', fontWeight: 600, width: 'fit-content' });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const body = style({ display: 'grid', gap: vars.space['5'] });

export const gallery = style({ display: 'grid', gap: vars.space['3'] });

export const stage = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const stageNav = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '44px',
  padding: 0,
  fontSize: vars.fontSize.xl,
  boxShadow: vars.shadow.md,
});

export const stagePrev = style({ left: vars.space['3'] });

export const stageNext = style({ right: vars.space['3'] });

export const counter = style({
  position: 'absolute',
  bottom: vars.space['3'],
  right: vars.space['3'],
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(17, 27, 31, 0.8)',
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const thumbs = style({ display: 'flex', gap: vars.space['2'], overflowX: 'auto', listStyle: 'none', margin: 0, padding: vars.space['1'] });

export const thumb = style({
  width: '4.5rem',
  height: '3rem',
  padding: 0,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  opacity: 0.7,
  selectors: { '&[aria-current="true"]': { opacity: 1, outline: `2px solid ${vars.color.sea}`, outlineOffset: '2px' } },
});

export const thumbImage = style({ height: '100%' });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space['2']} ${vars.space['4']}` });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.lagoon,
  color: vars.color.seaDeep,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const rating = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space['1'], fontWeight: 600 });

export const star = style({ color: vars.color.gold });

export const metaMuted = style({ color: vars.color.inkMuted, fontWeight: 400 });

export const block = style({ display: 'grid', gap: vars.space['2'] });

export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const prose = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], listStyle: 'none', margin: 0, padding: 0 });

export const tag = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const facts = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

globalStyle(`${facts} > div`, { display: 'flex', gap: vars.space['2'] });
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.inkMuted });

export const galleryGrid = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const galleryImage = style({ borderRadius: vars.radius.sm });

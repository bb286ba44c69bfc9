import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `calc(${vars.layout.headerHeight} + ${vars.space['8']}) ${vars.space['4']} ${vars.space['8']}`,
});

export const narrow = style({ maxWidth: '34rem' });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted, maxWidth: '44rem' });

export const hero = style({
  position: 'relative',
  minHeight: 'min(92vh, 52rem)',
  display: 'grid',
  alignItems: 'end',
  color: vars.color.inkInverse,
  overflow: 'hidden',
  background: vars.color.seaDeep,
});

export const heroImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const heroShade = style({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(180deg, rgba(11,40,48,0.25) 0%, rgba(11,40,48,0.35) 45%, rgba(11,40,48,0.78) 100%)',
});

export const heroContent = style({
  position: 'relative',
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'grid',
  gap: vars.space['4'],
});

export const heroTitle = style({ fontSize: vars.fontSize['4xl'], margin: 0, maxWidth: '18ch' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], listStyle: 'none', padding: 0, margin: 0 });

export const chip = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(253,250,244,0.16)',
  border: '1px solid rgba(253,250,244,0.4)',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const photoGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  marginTop: vars.space['6'],
});

export const photo = style({ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.sand });

export const section = style({ marginTop: vars.space['10'] });

export const prose = style({ maxWidth: '46rem', whiteSpace: 'pre-line' });

export const card = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

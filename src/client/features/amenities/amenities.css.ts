import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentColumn } from '../../styles/layout.css';

const tablet = 'screen and (min-width: 640px)';

export const section = style([contentColumn, { marginTop: vars.space['12'], scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space['4']})` }]);

export const eyebrow = style({
  margin: 0,
  color: vars.color.seaDeep,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.14em',
});

export const heading = style({ margin: `${vars.space['1']} 0 0`, fontSize: vars.fontSize['3xl'] });

export const subtitle = style({ margin: `${vars.space['2']} 0 0`, color: vars.color.inkMuted, fontSize: vars.fontSize.lg, maxWidth: '44rem' });

export const grid = style({
  listStyle: 'none',
  margin: `${vars.space['6']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const card = style({
  display: 'flex',
  gap: vars.space['4'],
  alignItems: 'flex-start',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const skeletonTile = style({ height: '6.5rem' });

/** The bronze default of the spec, built from the theme's gold and coral. */
export const iconBadge = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  color: vars.color.inkInverse,
  background: `linear-gradient(135deg, ${vars.color.gold}, ${vars.color.coral})`,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.body });

export const cardText = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.inkMuted });

export const footer = style({ marginTop: vars.space['6'] });

export const message = style({ marginTop: vars.space['6'], padding: vars.space['6'], borderRadius: vars.radius.lg, background: vars.color.surfaceSunken, display: 'grid', gap: vars.space['3'], justifyItems: 'start' });

export const messageText = style({ margin: 0 });

export const groups = style({ display: 'grid', gap: vars.space['8'] });

export const groupHeader = style({ display: 'flex', gap: vars.space['3'], alignItems: 'center' });

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const groupText = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.inkMuted });

export const groupList = style({
  listStyle: 'none',
  margin: `${vars.space['4']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const item = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const itemTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], margin: 0, fontWeight: 700 });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.seaDeep,
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: '1.6',
});

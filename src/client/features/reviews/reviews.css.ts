import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentColumn } from '../../styles/layout.css';

export const section = style({ background: vars.color.surface, paddingBlock: vars.space['16'] });

export const inner = style([contentColumn, { display: 'grid', gap: vars.space['10'] }]);

export const heading = style({ fontSize: vars.fontSize['3xl'], margin: `0 0 ${vars.space['3']}` });

export const summary = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr minmax(18rem, 26rem)' } },
});

export const stats = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], margin: 0, fontSize: vars.fontSize.lg });

export const average = style({ fontWeight: 700, fontSize: vars.fontSize.xl });

export const badge = style({
  marginInlineStart: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.seaDeep,
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const bars = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const bar = style({ display: 'grid', gridTemplateColumns: '4.5rem 1fr 3rem', alignItems: 'center', gap: vars.space['3'] });

export const barLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const barTrack = style({ height: '0.5rem', borderRadius: vars.radius.pill, background: vars.color.surfaceSunken, overflow: 'hidden' });

export const barFill = style({ display: 'block', height: '100%', borderRadius: vars.radius.pill, background: vars.color.seaDeep });

export const barValue = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, textAlign: 'end' });

export const seeAll = style({ display: 'flex', justifyContent: 'center' });

export const highlights = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const highlightsTitle = style({ fontSize: vars.fontSize.xl });

export const highlightList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

export const highlight = style({ display: 'flex', gap: vars.space['2'], alignItems: 'baseline' });

export const check = style({ color: vars.color.success, fontWeight: 700 });

export const skeletonGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const skeletonCard = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const empty = style({
  padding: vars.space['10'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  textAlign: 'center',
});

export const emptyTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: 600 });

export const emptyText = style({ margin: `${vars.space['2']} 0 0`, color: vars.color.inkMuted });

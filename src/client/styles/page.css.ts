import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { contentColumn } from './layout.css';

export const page = style([contentColumn, { paddingBlock: `calc(${vars.layout.headerHeight} + ${vars.space['8']}) ${vars.space['8']}` }]);

export const narrow = style({ maxWidth: '34rem' });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted, maxWidth: '44rem' });





export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const section = style({ marginTop: vars.space['10'] });

export const prose = style({ maxWidth: '46rem', whiteSpace: 'pre-line' });

export const card = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

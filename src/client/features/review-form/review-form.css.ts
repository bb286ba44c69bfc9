import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space['5'], maxWidth: '40rem', marginTop: vars.space['6'] });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const stars = style({ letterSpacing: '0.1em' });

export const notice = style({
  marginTop: vars.space['6'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  maxWidth: '40rem',
});

export const thanks = style([notice, { background: vars.color.lagoon, color: vars.color.seaDeep }]);

export const failure = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});

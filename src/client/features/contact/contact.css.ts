import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  marginTop: vars.space['6'],
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '2fr 1fr' } },
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

// Off-screen rather than display:none, so bots that skip hidden fields still see it.
export const honeypot = style({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' });

export const success = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.lagoon,
  color: vars.color.seaDeep,
});

export const failure = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});

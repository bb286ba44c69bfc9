import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const card = style({
  position: 'relative',
  height: '500px',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.lagoon,
  // The hairline is a shadow, not a border, so the map itself gets the spec's full height.
  boxShadow: `0 0 0 1px ${vars.color.border}, ${vars.shadow.md}`,
  // Leaflet's panes use z-indexes up to 1000: keep them inside the card, under the header and dialogs.
  isolation: 'isolate',
  '@media': { 'screen and (min-width: 768px)': { height: '600px' } },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1100,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  textAlign: 'center',
  background: `linear-gradient(160deg, ${vars.color.lagoon}, ${vars.color.surfaceSunken})`,
});

export const spinner = style({
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  border: `3px solid ${vars.color.surfaceRaised}`,
  borderTopColor: vars.color.seaDeep,
  animation: `${spin} calc(900ms / max(var(--motion-scale, 1), 0.01)) linear infinite`,
  selectors: { ':root[data-reduced-motion="true"] &': { animation: 'none' } },
});

export const overlayTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, color: vars.color.seaDeep });

export const panel = style({
  height: '100%',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['6'],
  textAlign: 'center',
  background: vars.color.surfaceSunken,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.ink });

export const panelText = style({ margin: 0, color: vars.color.inkMuted, maxWidth: '32ch' });

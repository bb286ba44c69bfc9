import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const map = style({ width: '100%', height: '100%', fontFamily: vars.font.body });

globalStyle(`${map}:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' });
globalStyle(`${map} .leaflet-marker-icon:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: '50%' });
globalStyle(`${map} .leaflet-popup-content`, { margin: `${vars.space['3']} ${vars.space['4']}`, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
globalStyle(`${map} .leaflet-popup-content p`, { margin: `${vars.space['1']} 0` });
globalStyle(`${map} .leaflet-container a.leaflet-popup-close-button, ${map} a.leaflet-popup-close-button`, { color: vars.color.inkMuted });

/** Replaces Leaflet's white square behind HTML icons. */
export const markerReset = style({ background: 'none', border: 'none' });

const pin = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  color: vars.color.inkInverse,
  border: `2px solid ${vars.color.surfaceRaised}`,
  boxShadow: vars.shadow.md,
  boxSizing: 'border-box',
});

export const propertyPin = style([pin, { background: vars.color.coral, borderWidth: '3px' }]);

export const attractionPin = style([pin, { cursor: 'pointer' }]);

/** Leaflet writes the circle's colours as SVG attributes, which cannot read theme variables; CSS can. */
export const generalArea = style({ stroke: vars.color.gold, fill: vars.color.gold, fillOpacity: 0.18, strokeWidth: 2 });

export const popupTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.md, color: vars.color.ink });

export const popupMuted = style({ color: vars.color.inkMuted });

export const popupLabel = style({
  display: 'inline-block',
  marginTop: vars.space['1'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.lagoon,
  color: vars.color.seaDeep,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

// A native button: Leaflet stops pointerdown inside popups, which React Aria's press events need.
export const popupButton = style({
  marginTop: vars.space['2'],
  minHeight: '36px',
  padding: `${vars.space['1']} ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.color.seaDeep,
  color: vars.color.inkInverse,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.sea },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

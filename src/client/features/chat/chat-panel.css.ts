import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { panelRoom } from './chat-launcher.css';


/**
 * Above the button in the dock. On a phone it takes the window below the header instead, over the booking
 * bar (closing it brings the bar back). When its content is taller than the room (a short window, large
 * text) the panel itself scrolls, so every part stays reachable.
 */
export const panel = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexDirection: 'column',
  width: 'min(24rem, 100%)',
  height: `min(36rem, ${panelRoom})`,
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': {
    'screen and (max-width: 767.98px)': {
      position: 'fixed',
      top: `calc(${vars.layout.headerHeight} + ${vars.space['2']})`,
      left: vars.layout.gutter,
      right: vars.layout.gutter,
      bottom: `calc(${vars.space['4']} + env(safe-area-inset-bottom, 0px))`,
      width: 'auto',
      height: 'auto',
      // Over the chat button, which stays put below it.
      zIndex: 1,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['3'],
  background: vars.color.seaDeep,
  color: vars.color.inkInverse,
  flexShrink: 0,
});

export const portrait = style({ flex: '0 0 auto', width: '2.75rem', height: '2.75rem', borderRadius: vars.radius.pill, objectFit: 'cover' });

export const initials = style([
  portrait,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: vars.color.sea,
    color: vars.color.inkInverse,
    fontWeight: 700,
    fontSize: vars.fontSize.md,
  },
]);

export const who = style({ flex: 1, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const answers = style({ margin: `${vars.space['1']} 0 0`, fontSize: vars.fontSize.xs });

export const close = style({
  flex: '0 0 auto',
  minWidth: '44px',
  minHeight: '44px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: 'rgba(255,255,255,0.15)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.inkInverse}`, outlineOffset: '-3px' },
  },
});

export const log = style({
  flex: '1 1 auto',
  minHeight: '8rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['3'],
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const intro = style({ margin: 0, color: vars.color.inkMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

const bubble = style({
  maxWidth: '85%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const mine = style([bubble, { justifySelf: 'end', background: vars.color.lagoon }]);
export const theirs = style([bubble, { justifySelf: 'start', background: vars.color.surfaceSunken }]);

export const body = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const link = style({ color: vars.color.seaDeep, textDecoration: 'underline' });

export const meta = style({ display: 'block', marginTop: vars.space['1'], fontSize: vars.fontSize.xs, color: vars.color.inkMuted });

export const failed = style([meta, { color: vars.color.danger, fontWeight: 600 }]);

export const retry = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.danger,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const notice = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.dangerSurface,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  flexShrink: 0,
});

// One column that never grows wider than the panel, whatever the fields' own widths at a large text size.
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const contact = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['2'] });

globalStyle(`${form} input, ${form} textarea`, { boxSizing: 'border-box', width: '100%', minWidth: 0 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const send = style({ justifySelf: 'end' });

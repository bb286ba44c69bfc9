import { fallbackVar, style } from '@vanilla-extract/css';
import { bottomBarHeight } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

const BUTTON_SIZE = '3.5rem';
const GAP = vars.space['3'];
// Above the phone booking bar while it shows (it sets its height; it already keeps clear of the home indicator).
const DOCK_BOTTOM = `calc(${vars.space['4']} + ${fallbackVar(bottomBarHeight, 'env(safe-area-inset-bottom, 0px)')})`;
const DOCK_BOTTOM_WITHOUT_BAR = `calc(${vars.space['4']} + env(safe-area-inset-bottom, 0px))`;

/** The room the open panel has: the window below the header, less the dock's offset, the button and the gaps. */
export const panelRoom = `calc(100dvh - ${vars.layout.headerHeight} - ${DOCK_BOTTOM} - ${BUTTON_SIZE} - ${GAP} - ${vars.space['2']})`;

/** Fixed to the bottom corner; holds the panel above the button. Lets clicks through where it is empty. */
export const dock = style({
  position: 'fixed',
  right: vars.layout.gutter,
  bottom: DOCK_BOTTOM_WITHOUT_BAR,
  left: vars.layout.gutter,
  // Above the booking bar (60), which an open panel covers on a phone; below dialogs and menus (80 and up).
  zIndex: 65,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: GAP,
  pointerEvents: 'none',
});

export const button = style({
  pointerEvents: 'auto',
  // The booking bar loads after the page shows: the button rises above it by a transform, which moves it
  // without a layout shift (moving the dock's bottom was one, CLS 0.015 on a phone's home page).
  transform: `translateY(calc(${DOCK_BOTTOM_WITHOUT_BAR} - ${DOCK_BOTTOM}))`,
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: BUTTON_SIZE,
  height: BUTTON_SIZE,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.seaDeep,
  color: vars.color.inkInverse,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.sea },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
});

export const icon = style({ width: '1.5rem', height: '1.5rem' });

export const badge = style({
  position: 'absolute',
  top: '-0.35rem',
  right: '-0.35rem',
  minWidth: '1.4rem',
  height: '1.4rem',
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: '1.4rem',
  textAlign: 'center',
});

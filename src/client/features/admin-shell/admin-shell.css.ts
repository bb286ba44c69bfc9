import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const wide = 'screen and (min-width: 900px)';
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const nav = style({ minWidth: 0, alignSelf: 'start', '@media': { [wide]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space['4']})` } } });

/** Shown on phones only: the button that opens the sections. */
export const menuButton = style({ '@media': { [wide]: { display: 'none' } } });

/** Shown on wide screens only: the sections as a list. */
export const wideOnly = style({ display: 'none', '@media': { [wide]: { display: 'block' } } });

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['1'] });

export const navLink = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  minHeight: '44px',
  boxSizing: 'border-box',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.lagoon, fontWeight: 700, boxShadow: `inset 4px 0 0 ${vars.color.seaDeep}` },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const menuOverlay = style({ position: 'fixed', inset: 0, zIndex: 85, background: vars.color.overlay, display: 'flex' });

export const menuModal = style({
  width: 'min(20rem, 85vw)',
  height: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const menuDialog = style({ display: 'grid', gap: vars.space['3'], padding: vars.space['4'], outline: 'none' });

export const menuHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });

export const menuTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

/** The palette and shortcuts buttons above every screen. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center', marginBlockEnd: vars.space['4'] });

export const searchButton = style({ flex: '1 1 14rem', justifyContent: 'space-between', minWidth: 0, maxWidth: '28rem' });

export const kbd = style({
  display: 'inline-block',
  padding: `0 ${vars.space['1']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const caption = style({ textAlign: 'left', fontWeight: 700, paddingBlockEnd: vars.space['2'] });

export const content = style({ minWidth: 0 });

// The screen's heading takes focus after a navigation, so a screen reader starts there; a ring shows only for keyboard use.
globalStyle(`${content} h1:focus`, { outline: 'none' });
globalStyle(`${content} h1:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const wide = 'screen and (min-width: 900px)';
const narrow = 'screen and (max-width: 899.98px)';
/** Keyboard hints are for a keyboard: not on a narrow screen, nor where the main pointer is a finger. */
const noKeyboard = 'screen and (max-width: 899.98px), (pointer: coarse)';
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const nav = style({ minWidth: 0, alignSelf: 'start', '@media': { [wide]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space['4']})` } } });

/** Shown on phones only: the button that opens the sections. */
export const menuButton = style({ maxWidth: '100%', paddingInline: vars.space['4'], '@media': { [wide]: { display: 'none' } } });

/** A long section name ends in "…" rather than pushing the search button to a row of its own. */
export const menuButtonLabel = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

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

/** A count beside a section's name (unread chats): dark on light, readable at a glance. */
export const navBadge = style({
  display: 'inline-block',
  marginInlineStart: vars.space['2'],
  minWidth: '1.5em',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.seaDeep,
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textAlign: 'center',
  lineHeight: '1.6',
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

/**
 * Below 900 px the frame is one row of the sections button and the search button, with the screen under
 * both: the content box steps aside (display: contents) so the toolbar and the screen join the frame's grid.
 */
export const frame = style({ '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space['2'], alignItems: 'start' } } });

/** The palette and shortcuts buttons above every screen. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  marginBlockEnd: vars.space['4'],
  '@media': { [narrow]: { flexWrap: 'nowrap', marginBlockEnd: 0 } },
});

export const searchButton = style({
  flex: '1 1 14rem',
  justifyContent: 'space-between',
  minWidth: 0,
  maxWidth: '28rem',
  '@media': { [narrow]: { flex: '0 0 auto', paddingInline: vars.space['4'] } },
});

export const searchLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const searchIcon = style({ flex: 'none', width: '1.1em', height: '1.1em' });

/**
 * Words read out everywhere but shown only from 900 px: "or jump to…" (the search button's name always
 * starts "Search or jump to") and "Sections:" before the current section's name on the phone menu button.
 */
export const wideText = style({
  '@media': {
    [narrow]: { position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: 0 },
  },
});

/** The shortcuts list is for a keyboard, so it is offered from 900 px ('?' still opens it). */
export const shortcutsButton = style({ '@media': { [narrow]: { display: 'none' } } });

/** The screen under the toolbar; on a phone it spans the frame's row of buttons. */
export const screen = style({ minWidth: 0, '@media': { [narrow]: { gridColumn: '1 / -1' } } });

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

/** The palette button's "Ctrl K" / "⌘K". */
export const paletteKeyHint = style({ '@media': { [noKeyboard]: { display: 'none' } } });

export const caption = style({ textAlign: 'left', fontWeight: 700, paddingBlockEnd: vars.space['2'] });

export const content = style({ minWidth: 0, '@media': { [narrow]: { display: 'contents' } } });

// The screen's heading takes focus after a navigation, so a screen reader starts there; a ring shows only for keyboard use.
globalStyle(`${content} h1:focus`, { outline: 'none' });
globalStyle(`${content} h1:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

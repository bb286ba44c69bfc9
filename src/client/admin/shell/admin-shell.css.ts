import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const wide = 'screen and (min-width: 900px)';
const narrow = 'screen and (max-width: 899.98px)';
/** Keyboard hints are for a keyboard: not on a narrow screen, nor where the main pointer is a finger. */
const noKeyboard = 'screen and (max-width: 899.98px), (pointer: coarse)';
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

/** The top bar's height: the navigation sticks under it. */
const barHeight = '3.5rem';

/** The whole admin page: the top bar, then the navigation beside (or, on a phone, above) the screen. */
export const frame = style({ minHeight: '100vh', background: vars.color.surface, color: vars.color.ink });

export const skipLink = style({
  position: 'absolute',
  left: vars.space['2'],
  top: '-4rem',
  zIndex: 100,
  padding: vars.space['2'],
  background: vars.color.surface,
  color: vars.color.ink,
  selectors: { '&:focus': { top: vars.space['2'] } },
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: barHeight,
  boxSizing: 'border-box',
  padding: `${vars.space['2']} ${vars.layout.gutter}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const siteName = style({ fontWeight: 700, fontSize: vars.fontSize.lg, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 });

/** Pushes what follows it to the bar's right end. */
export const barSpacer = style({ flex: '1 1 0', minWidth: 0 });

export const barLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space['2'],
  color: vars.color.ink,
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

/** On a phone the bar's second row: the one menu (the sections) and the search button. */
export const barTools = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'center',
  minWidth: 0,
  '@media': { [narrow]: { flex: '1 1 100%', order: 1 } },
});

/** The navigation beside the screen from 900 px; on a phone the screen alone (the sections are in the menu). */
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  boxSizing: 'border-box',
  width: `min(100%, 88rem)`,
  marginInline: 'auto',
  padding: `${vars.space['6']} ${vars.layout.gutter} ${vars.space['8']}`,
  '@media': { [wide]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const nav = style({
  minWidth: 0,
  alignSelf: 'start',
  '@media': { [narrow]: { display: 'none' }, [wide]: { position: 'sticky', top: `calc(${barHeight} + ${vars.space['4']})`, width: '14rem' } },
});

/** Folded away at desktop width: only the button that unfolds it stays. */
export const navCollapsed = style({ '@media': { [wide]: { width: 'auto' } } });

export const collapseButton = style({ marginBlockEnd: vars.space['3'] });

export const navGroups = style({ display: 'grid', gap: vars.space['4'] });

export const groupLabel = style({
  display: 'block',
  marginBlockEnd: vars.space['1'],
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
});

/** Shown on phones only: the button that opens the sections. */
export const menuButton = style({ flex: '1 1 auto', minWidth: 0, maxWidth: '100%', paddingInline: vars.space['4'], '@media': { [wide]: { display: 'none' } } });

/** A long section name ends in "…" rather than pushing the search button to a row of its own. */
export const menuButtonLabel = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

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

// The screen's heading takes focus after a navigation, so a screen reader starts there; a ring shows only for keyboard use.
/** The screen on show. */
export const screen = style({ minWidth: 0, outline: 'none' });

globalStyle(`${screen} h1:focus`, { outline: 'none' });
globalStyle(`${screen} h1:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

export const accountPopover = style({
  minWidth: '12rem',
  padding: vars.space['1'],
  background: vars.color.surface,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const accountMenu = style({ display: 'grid', gap: vars.space['1'], outline: 'none' });

export const accountItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const accountHeading = style({ margin: 0, padding: `${vars.space['2']} ${vars.space['3']}`, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

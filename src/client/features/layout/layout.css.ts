import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentColumn } from '../../styles/layout.css';

// The six links, the name and Book Now fit on one line from here; below, the Menu button takes over.
const md = 'screen and (min-width: 900px)';

export const skipLink = style({
  position: 'absolute',
  left: vars.space['2'],
  top: '-100px',
  zIndex: 200,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.seaDeep,
  color: vars.color.inkInverse,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus, &:focus-visible': { top: vars.space['2'] } },
});

export const header = style({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: 50,
  height: vars.layout.headerHeight,
  display: 'flex',
  alignItems: 'center',
  transition: `background-color ${vars.motion.normal} ${vars.motion.easing}, box-shadow ${vars.motion.normal}`,
});

export const headerSolid = style({ background: vars.color.surface, color: vars.color.ink, boxShadow: vars.shadow.sm });
export const headerTransparent = style({ background: 'transparent', color: vars.color.inkInverse });

export const headerInner = style([
  contentColumn,
  { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['4'] },
]);

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  color: 'inherit',
  textDecoration: 'none',
});

export const desktopNav = style({
  display: 'none',
  '@media': { [md]: { display: 'flex', alignItems: 'center', gap: vars.space['1'] } },
});

export const navLink = style({
  color: 'inherit',
  textDecoration: 'none',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  fontWeight: 500,
  selectors: {
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '6px', textDecorationThickness: '2px' },
    '&:hover': { background: 'rgba(127,127,127,0.14)' },
  },
});

export const mobileOnly = style({ '@media': { [md]: { display: 'none' } } });

/** The phone's Menu button: outlined on the solid header, on a dark scrim over the hero's photo so its text stays readable. */
export const menuButton = style({
  font: 'inherit',
  border: '1px solid currentColor',
  background: 'transparent',
  cursor: 'pointer',
  selectors: { [`${headerTransparent} &`]: { background: vars.color.scrim, borderColor: 'transparent' } },
});

export const menuOverlay = style({ position: 'fixed', inset: 0, zIndex: 90, background: vars.color.overlay });

export const menuPanel = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  width: 'min(22rem, 88vw)',
  background: vars.color.surface,
  color: vars.color.ink,
  padding: vars.space['6'],
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const menuList = style({ display: 'grid', gap: vars.space['2'], marginTop: vars.space['6'] });

// At least a screen tall: a page the browser draws itself (booking, sign-in) arrives after the
// header and footer, and a footer painted in view first would be pushed down when it comes.
export const main = style({ minHeight: '100vh', outline: 'none' });

export const footer = style({
  background: vars.color.seaDeep,
  color: vars.color.inkInverse,
  padding: `${vars.space['12']} 0 ${vars.space['8']}`,
  marginTop: vars.space['16'],
  outline: 'none',
});

export const footerGrid = style([
  contentColumn,
  {
    display: 'grid',
    gap: vars.space['8'],
    // min(100%, …) and minWidth 0: a long e-mail address wraps instead of widening the page.
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  },
]);

globalStyle(`${footerGrid} > *`, { minWidth: 0, overflowWrap: 'anywhere' });

export const footerLink = style({ color: vars.color.inkInverse });

export const footerList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space['2'] });

export const footerMeta = style([
  contentColumn,
  {
    marginTop: vars.space['8'],
    paddingTop: vars.space['6'],
    borderTop: '1px solid rgba(255,255,255,0.2)',
    fontSize: vars.fontSize.sm,
    display: 'grid',
    gap: vars.space['2'],
  },
]);

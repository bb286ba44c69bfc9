import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const PHONE = 'screen and (max-width: 899px)';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'end', marginBlockEnd: vars.space['4'] });

export const search = style({ flex: '1 1 14rem', minWidth: 0 });

/** List | conversation from 900 px; on a phone one at a time (data-open says which). */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': {
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const listPane = style({
  minWidth: 0,
  '@media': { [PHONE]: { selectors: { '[data-open="true"] > &': { display: 'none' } } } },
});

export const conversationPane = style({
  minWidth: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [PHONE]: { selectors: { '[data-open="false"] > &': { display: 'none' } } } },
});

export const phoneOnly = style({ '@media': { 'screen and (min-width: 900px)': { display: 'none' } } });

export const list = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: 0,
  margin: 0,
  outline: 'none',
  maxHeight: '70vh',
  overflowY: 'auto',
  '@media': { [PHONE]: { maxHeight: 'none' } },
});

export const item = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  outline: 'none',
  minWidth: 0,
  selectors: {
    '&[data-selected]': { background: vars.color.lagoon, boxShadow: `inset 4px 0 0 ${vars.color.seaDeep}` },
    '&[data-hovered]': { borderColor: vars.color.sea },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const itemTop = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['2'], alignItems: 'baseline', minWidth: 0 });

export const name = style({ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const unreadName = style({ fontWeight: 800 });

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const preview = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.seaDeep,
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const header = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const heading = style({ margin: 0, overflowWrap: 'anywhere', selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } });

export const email = style({ overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space['3'],
  display: 'grid',
  gap: vars.space['3'],
  maxHeight: '55vh',
  overflowY: 'auto',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  '@media': { [PHONE]: { maxHeight: 'none' } },
});

export const message = style({
  display: 'grid',
  gap: vars.space['1'],
  maxWidth: '85%',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  justifySelf: 'start',
});

export const hostMessage = style({ justifySelf: 'end', background: vars.color.lagoon });

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const link = style({ color: vars.color.seaDeep, textDecoration: 'underline' });

export const failed = style({ color: vars.color.danger, fontWeight: 600, display: 'flex', gap: vars.space['2'], alignItems: 'center', flexWrap: 'wrap' });

/** On a phone the reply box stays at the bottom of the screen while the messages scroll, as in a messaging app. */
export const reply = style({
  display: 'grid',
  gap: vars.space['2'],
  '@media': {
    [PHONE]: {
      position: 'sticky',
      insetBlockEnd: 0,
      zIndex: 1,
      paddingBlock: vars.space['3'],
      background: vars.color.surface,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const bookings = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] });

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  outline: 'none',
});

export const switchTrack = style({
  width: '2.5rem',
  height: '1.4rem',
  borderRadius: vars.radius.pill,
  background: vars.color.inkMuted,
  position: 'relative',
  flexShrink: 0,
  transition: `background ${vars.motion.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.seaDeep },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlockStart: '0.2rem',
    insetInlineStart: '0.2rem',
    width: '1rem',
    height: '1rem',
    borderRadius: '50%',
    background: vars.color.surfaceRaised,
    transition: `transform ${vars.motion.fast}`,
  },
});

export const switchOn = style({ selectors: { '&::after': { transform: 'translateX(1.1rem)' } } });

export const empty = style({ color: vars.color.inkMuted, padding: vars.space['3'] });

/** The saved replies' popover: no frame of its own (the list has it), no focus ring around the whole dialog. */
export const savedRepliesDialog = style({ outline: 'none' });

import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

// Wraps on a narrow screen rather than widening the page.
export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: `${vars.space['2']} ${vars.space['4']}`,
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.inkMuted,
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  // Tabs that are links (an admin section's parts) look like the other tabs, not like underlined text.
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.seaDeep, borderBottomColor: vars.color.seaDeep },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

/** Room between a section's tabs and the part they show. */
export const panel = style({ paddingTop: vars.space['4'] });

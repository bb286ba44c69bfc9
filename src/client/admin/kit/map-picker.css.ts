import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const map = style({
  height: '18rem',
  width: '100%',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // Leaflet's panes stack up to z-index 1000: keep them under the admin's dialogs and menus.
  isolation: 'isolate',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const picker = style({ display: 'grid', gap: vars.space['2'] });

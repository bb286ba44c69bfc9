import { style } from '@vanilla-extract/css';
import { contentColumn } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

/** A run of content-column blocks between full-width sections. */
export const columnRun = style([contentColumn, { paddingBlock: vars.space['8'] }]);

/** The admin's draft preview, above everything and impossible to mistake for the live page. */
export const draftBanner = style({
  position: 'sticky',
  top: 0,
  zIndex: 60,
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.gold,
  color: vars.color.ink,
  fontWeight: 600,
  textAlign: 'center',
});

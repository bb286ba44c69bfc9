import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const timelineItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, auto) 1fr',
  gap: vars.space['3'],
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr', gap: 0 } },
});

export const timelineTime = style({ color: vars.color.inkMuted, fontVariantNumeric: 'tabular-nums' });

export const timelineNote = style({ display: 'block', color: vars.color.inkMuted });

/** A line under an entry's name in a row header: its note, who recorded it, why it is void. */
export const entryNote = style([timelineNote, { fontWeight: 'normal' }]);

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'flex-end',
});

export const refundForm = style({ display: 'grid', gap: vars.space['3'], maxWidth: '28rem' });

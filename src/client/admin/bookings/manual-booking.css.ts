import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space['4'] });

/** Fields side by side where there is room, one under another on a phone. */
export const fields = style({ display: 'grid', gap: vars.space['3'], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))', alignItems: 'start' });

export const group = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space['4'], margin: 0, display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const legend = style({ fontWeight: 700, padding: `0 ${vars.space['1']}` });

export const price = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'flex-end' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'flex-end', marginBlockEnd: vars.space['3'] });

export const changes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['1'], overflowWrap: 'anywhere' });

export const field = style({ fontWeight: 600 });

export const muted = style({ color: vars.color.inkMuted });

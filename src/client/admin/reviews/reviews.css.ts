import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'flex-end' });

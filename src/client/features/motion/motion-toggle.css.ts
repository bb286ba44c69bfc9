import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Sits in the footer: light text on deep teal.
export const group = style({ display: 'grid', gap: vars.space['2'], color: vars.color.inkInverse });

export const label = style({ fontWeight: 600 });

export const options = style({
  display: 'inline-flex',
  width: 'fit-content',
  maxWidth: '100%',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.pill,
  border: `1px solid rgba(253, 250, 244, 0.55)`,
});

export const option = style({
  minHeight: '36px',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space['1']} ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  color: vars.color.inkInverse,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { background: 'rgba(253, 250, 244, 0.14)' },
    '&[data-selected]': { background: vars.color.inkInverse, color: vars.color.seaDeep },
    // The site's blue ring would vanish on deep teal: a light one here.
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.inkInverse}`, outlineOffset: '2px' },
  },
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, maxWidth: '30rem' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentColumn } from '../../styles/layout.css';

const lg = 'screen and (min-width: 1024px)';

export const hero = style({
  position: 'relative',
  minHeight: 'min(92vh, 52rem)',
  display: 'grid',
  alignItems: 'end',
  color: vars.color.inkInverse,
  overflow: 'hidden',
  background: vars.color.seaDeep,
});

const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

export const image = style(cover);

// Hidden until it plays, then fades in over the identical poster image.
export const video = style({
  ...cover,
  opacity: 0,
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { '&[data-playing="true"]': { opacity: 1 } },
});

export const shade = style({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(180deg, rgba(11,40,48,0.25) 0%, rgba(11,40,48,0.35) 45%, rgba(11,40,48,0.78) 100%)',
});

export const content = style([
  contentColumn,
  {
    position: 'relative',
    padding: `${vars.space['16']} 0 ${vars.space['12']}`,
    display: 'grid',
    gap: vars.space['8'],
    alignItems: 'end',
    '@media': { [lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(20rem, 24rem)' } },
  },
]);

export const text = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const title = style({ fontSize: vars.fontSize['4xl'], margin: 0, maxWidth: '18ch', overflowWrap: 'break-word' });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: '40rem' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], listStyle: 'none', padding: 0, margin: 0 });

export const chip = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(253,250,244,0.16)',
  border: '1px solid rgba(253,250,244,0.4)',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

// The booking widget (another feature) fills this on large screens only.
export const bookingSlot = style({ display: 'none', '@media': { [lg]: { display: 'block' } } });

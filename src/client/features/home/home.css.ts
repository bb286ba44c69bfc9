import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentColumn } from '../../styles/layout.css';

const md = 'screen and (min-width: 768px)';

/** A full-bleed band (its background reaches the edges); its content sits in an inner content column. */
export const section = style({ paddingBlock: vars.space['16'] });
export const sunken = style({ background: vars.color.surfaceSunken });
export const lagoon = style({ background: vars.color.lagoon, color: vars.color.ink });

export const inner = style([contentColumn, { display: 'grid', gap: vars.space['8'] }]);

export const intro = style({ display: 'grid', gap: vars.space['3'], maxWidth: '44rem' });

export const heading = style({ fontSize: vars.fontSize['3xl'], margin: 0 });

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.inkMuted });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const card = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const cardText = style({ margin: 0, color: vars.color.inkMuted });

export const fact = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize['2xl'], fontWeight: 600, margin: 0, color: vars.color.seaDeep });

export const price = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['4'] });

export const ctaInner = style([contentColumn, { maxWidth: '44rem', display: 'grid', gap: vars.space['4'], justifyItems: 'center', textAlign: 'center' }]);

export const ctaText = style({ margin: 0, fontSize: vars.fontSize.lg });

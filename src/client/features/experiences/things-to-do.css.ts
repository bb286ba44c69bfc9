import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space['8'] });

export const group = style({ display: 'grid', gap: vars.space['4'] });

export const groupTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

/** The experiences page's section headings, a step above the group titles. */
export const sectionTitle = style({ fontSize: vars.fontSize['2xl'], margin: `0 0 ${vars.space['3']}` });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const card = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
});

/** The card's first image, above its name. */
export const cardImage = style({ borderRadius: vars.radius.md, marginBottom: vars.space['2'] });

export const name = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const distance = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.seaDeep });

export const description = style({ margin: 0, color: vars.color.inkMuted });

export const message = style({ margin: 0, color: vars.color.inkMuted });

export const retry = style({ justifySelf: 'start' });

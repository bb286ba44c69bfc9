import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const avatar = style({
  flex: '0 0 auto',
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.lagoon,
  color: vars.color.seaDeep,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
});

export const who = style({ flex: '1 1 auto', minWidth: 0 });

export const name = style({ margin: 0, fontWeight: 700 });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const verified = style({
  flex: '0 0 auto',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.lagoon,
  color: vars.color.seaDeep,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const ratingRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'], flexWrap: 'wrap' });

export const stars = style({ display: 'inline-flex', gap: '2px', lineHeight: 0 });

export const starFilled = style({ fill: vars.color.gold });

export const starEmpty = style({ fill: vars.color.border });

export const text = style({ margin: 0, flex: '1 1 auto', whiteSpace: 'pre-line' });

export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 5,
  overflow: 'hidden',
});

export const source = style({ whiteSpace: 'nowrap' });

/** The host's answer, set in under the review it answers. */
export const response = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `3px solid ${vars.color.lagoon}`,
});

export const responseTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700 });

export const clampedResponse = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
});

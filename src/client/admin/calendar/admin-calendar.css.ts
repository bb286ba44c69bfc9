import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';


export const url = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.xs, color: vars.color.inkMuted });


/** Stale feeds must be impossible to miss: another site may have sold nights this one still offers. */
export const staleBanner = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const staleBadge = style({
  display: 'inline-block',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.inkInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
});

export const okText = style({ color: vars.color.success, fontWeight: 600 });

export const errorText = style({ color: vars.color.danger });

/** Ignored events: the words say it; the weight only draws the eye. */
export const warningText = style({ color: vars.color.danger, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const exportBox = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

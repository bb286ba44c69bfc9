import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const counter = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const counterOver = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 });

export const preview = style({
  display: 'grid',
  gap: vars.space['1'],
  maxWidth: '40rem',
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontFamily: 'Arial, sans-serif',
  overflowWrap: 'anywhere',
});
export const previewUrl = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.ink });
export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: '#1a0dab', lineHeight: vars.lineHeight.tight });
export const previewDescription = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

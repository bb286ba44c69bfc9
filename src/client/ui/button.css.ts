import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: '44px',
    padding: `${vars.space['2']} ${vars.space['5']}`,
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    font: 'inherit',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.seaDeep,
        color: vars.color.inkInverse,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.sea } },
      },
      accent: {
        background: vars.color.coral,
        color: vars.color.inkInverse,
        selectors: { '&[data-hovered], &[data-pressed]': { background: '#9a4522' } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.ink,
        borderColor: vars.color.border,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken } },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&[data-hovered], &[data-pressed]': { background: 'rgba(0,0,0,0.06)' } },
      },
    },
    size: {
      md: {},
      lg: { minHeight: '52px', padding: `${vars.space['3']} ${vars.space['8']}`, fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { contentColumn } from '../styles/layout.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const shimmer = keyframes({ '0%': { backgroundPosition: '-200% 0' }, '100%': { backgroundPosition: '200% 0' } });

export const centered = style({ display: 'grid', placeItems: 'center', minHeight: '60vh' });

export const spinner = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: `3px solid ${vars.color.lagoon}`,
  borderTopColor: vars.color.seaDeep,
  animation: `${spin} calc(800ms / max(var(--motion-scale, 1), 0.01)) linear infinite`,
  selectors: { ':root[data-reduced-motion="true"] &': { animation: 'none', borderTopColor: vars.color.sea } },
});

export const skeleton = style({
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.sand} 50%, ${vars.color.surfaceSunken} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.5s ease-in-out infinite`,
});

export const skeletonPage = style([
  contentColumn,
  { display: 'grid', gap: vars.space['4'], paddingBlock: `calc(${vars.layout.headerHeight} + ${vars.space['8']}) ${vars.space['8']}` },
]);

export const skeletonGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

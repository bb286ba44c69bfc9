import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Every owner-built block: a section of the content column with the theme's spacing. */
export const block = style({ marginTop: vars.space['10'], selectors: { '&:first-child': { marginTop: 0 } } });

/** Rich text the server rendered: the site's prose, nothing the owner can style. */
export const prose = style({ maxWidth: '46rem' });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} a`, { color: vars.color.seaDeep, textDecoration: 'underline' });

export const imageText = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: '1fr 1fr' } },
});
/** The image on the right on wide screens (first in reading order either way, so a phone shows it above the text). */
export const imageRight = style({ '@media': { 'screen and (min-width: 48rem)': { order: 2 } } });
export const rounded = style({ borderRadius: vars.radius.lg });

export const photoGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  padding: 0,
  listStyle: 'none',
});

export const columns = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const cta = style({
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
});

export const faqList = style({ display: 'grid', gap: vars.space['2'], maxWidth: '46rem' });
export const faqItem = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const faqQuestion = style({
  cursor: 'pointer',
  padding: vars.space['4'],
  fontWeight: 600,
  // The question is the h3 inside the summary: its own margins would push the marker out of line.
  listStylePosition: 'inside',
});
globalStyle(`${faqQuestion} > h3`, { display: 'inline', fontSize: vars.fontSize.md, margin: 0 });
export const faqAnswer = style({ padding: `0 ${vars.space['4']} ${vars.space['4']}`, whiteSpace: 'pre-line', margin: 0 });

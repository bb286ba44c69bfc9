import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { contentColumn } from '../../styles/layout.css';

const desktop = 'screen and (min-width: 1024px)';

export const section = style([contentColumn, { paddingBlock: vars.space['16'], scrollMarginTop: vars.layout.headerHeight }]);

export const header = style({ textAlign: 'center', marginBottom: vars.space['8'] });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize['3xl'], color: vars.color.ink });

export const subtitle = style({ margin: `${vars.space['2']} auto 0`, maxWidth: '40rem', fontSize: vars.fontSize.lg, color: vars.color.inkMuted });

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const textColumn = style({ display: 'grid', gap: vars.space['6'] });

export const placeTitle = style({ margin: `0 0 ${vars.space['2']}`, fontFamily: vars.font.heading, fontSize: vars.fontSize['2xl'] });

export const subTitle = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.inkMuted, lineHeight: vars.lineHeight.normal });

export const attractionGrid = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const attractionItem = style({ display: 'flex' });

export const attractionButton = style({
  flex: 1,
  minWidth: 0,
  justifyContent: 'flex-start',
  textAlign: 'left',
  borderRadius: vars.radius.md,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontWeight: 500,
});

export const attractionIcon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  background: vars.color.lagoon,
  color: vars.color.seaDeep,
});

export const attractionText = style({ flex: 1, minWidth: 0, display: 'grid', gap: '2px' });

export const attractionName = style({ lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const attractionDistance = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, fontWeight: 400 });

export const perfectCard = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  color: vars.color.inkInverse,
  // A calm still instead of the spec's background video; the dark wash keeps the text readable.
  backgroundImage: 'linear-gradient(135deg, rgba(11, 76, 86, 0.86), rgba(11, 40, 48, 0.8)), url("/photos/chinaman-hat-view-640.webp")',
  backgroundColor: vars.color.seaDeep,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  boxShadow: vars.shadow.md,
});

export const perfectTitle = style({ margin: `0 0 ${vars.space['3']}`, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const perfectList = style({ margin: 0, paddingLeft: vars.space['5'], display: 'grid', gap: vars.space['2'], lineHeight: vars.lineHeight.normal });

export const exploreButton = style({ justifySelf: 'start' });

import { escapeHtml } from '../../../shared/lib/html';
import { paths } from '../../../shared/paths';
import type { Attraction } from '../../../shared/property/property.schemas';
import { HEIGHT_REQUEST_TYPE, RESIZE_MESSAGE_TYPE } from '../../../shared/tours/widget-protocol';

/** The nearby places that are experiences (not meals, shops or the airport). */
const EXPERIENCE_CATEGORIES: Record<string, string> = { attraction: 'Tour & attraction', beach: 'Beach & water' };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1d2a30;background:#fff}
main{padding:20px}
h1{margin:0 0 4px;font:600 1.375rem/1.2 "Iowan Old Style","Palatino Linotype",Palatino,Georgia,serif}
.lead{margin:0 0 16px;color:#4d5f66}
ul{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(min(100%,240px),1fr))}
li{border:1px solid #d9cdb8;border-radius:12px;padding:14px 16px;background:#fdfaf4;display:flex;flex-direction:column;gap:6px}
.kind{margin:0;font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#0f6e7a}
h2{margin:0;font-size:1.0625rem;line-height:1.3}
.facts{margin:0;font-size:.875rem;color:#4d5f66}
.about{margin:0;font-size:.9375rem}
.more{margin:16px 0 0;display:flex;flex-wrap:wrap;gap:8px 20px}
a{color:#0b4c56;font-weight:600}
a:focus-visible{outline:3px solid #0b63c4;outline-offset:2px}
`;

function card(place: Attraction): string {
  const facts = [
    place.distance ? `${place.distance} from the house` : null,
    place.ticket_price,
    place.rating !== null ? `★ ${place.rating.toFixed(1)}${place.reviews_count > 0 ? ` (${place.reviews_count.toLocaleString('en-US')} reviews)` : ''}` : null,
  ].filter((fact): fact is string => Boolean(fact));
  return [
    '<li>',
    `<p class="kind">${escapeHtml(EXPERIENCE_CATEGORIES[place.category] ?? place.category)}</p>`,
    `<h2>${escapeHtml(place.name)}</h2>`,
    facts.length > 0 ? `<p class="facts">${facts.map(escapeHtml).join(' · ')}</p>` : '',
    `<p class="about">${escapeHtml(place.description)}</p>`,
    '</li>',
  ].join('');
}

/**
 * Our own tours widget: the house's nearby experiences as a page made to sit in the home page's
 * tours frame. Every text is escaped (names and descriptions are the owner's, not HTML), and the
 * only script is the height reporter from our own origin, as the Content-Security-Policy asks.
 */
export function renderToursWidgetPage(attractions: readonly Attraction[]): string {
  const experiences = attractions.filter((place) => place.category in EXPERIENCE_CATEGORIES);
  const list =
    experiences.length > 0
      ? `<ul aria-label="Nearby experiences">${experiences.map(card).join('')}</ul>`
      : '<p class="lead">We are gathering our favourite tours. Ask us for ideas while you plan.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Hawaiian experiences near the house</title>
<style>${STYLE}</style>
<script src="${paths.toursWidgetScript}" defer></script>
</head>
<body>
<!-- Named: inside the home page it sits beside that page's own main landmark. -->
<main aria-label="Tours and activities">
<h1>Experiences near the house</h1>
<p class="lead">Beaches, gardens and tours on Oahu's windward side, a short drive from the door.</p>
${list}
<p class="more"><a href="${paths.experiences}" target="_top">All things to do nearby</a><a href="${paths.contact}" target="_top">Ask us to arrange a tour</a></p>
</main>
</body>
</html>
`;
}

/**
 * Tells the page around the frame how tall the widget is, with the message the tours frame
 * understands: on load, whenever the content changes size, and whenever the frame asks.
 * Messages go to, and are taken from, our own origin only.
 */
export const TOURS_WIDGET_SCRIPT = `(() => {
  const origin = window.location.origin;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (window.parent !== window) window.parent.postMessage({ type: ${JSON.stringify(RESIZE_MESSAGE_TYPE)}, height }, origin);
  };
  window.addEventListener('message', (event) => {
    if (event.origin === origin && event.data && event.data.type === ${JSON.stringify(HEIGHT_REQUEST_TYPE)}) report();
  });
  const start = () => {
    report();
    if ('ResizeObserver' in window) new ResizeObserver(report).observe(document.body);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;

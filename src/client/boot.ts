/**
 * The page's first script, kept tiny. A page the server rendered is readable
 * before any of our code runs, so the app's code (and the hydration that makes
 * the page interactive) starts after the first paint and never competes with
 * it. A page the browser renders itself (booking, sign-in, admin) starts at once.
 * Until then, a tap on a server-rendered control is kept and replayed (early-taps.ts).
 */
// First: zod (loaded later by the pages that need it) must never probe for eval under our CSP.
import '../shared/lib/zod-jitless';
import './styles/global.css';
import { keepEarlyTaps } from './lib/early-taps';
import { arrivedAsIslands, arrivedRenderedByServer } from './lib/server-html';

// A page shipped as islands starts only its interactive parts; any other starts the whole app.
const start = () => void (arrivedAsIslands() ? import('./islands/start-islands') : import('./main'));
if (arrivedRenderedByServer()) {
  keepEarlyTaps();
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}

import { Suspense, useEffect, useRef } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { paths } from '../../shared/paths';
import { whenSettled } from '../lib/idle';
import { arrivedRenderedByServer } from '../lib/server-html';
import { PageSkeleton } from '../ui/feedback';
import { ProtectedRoute } from '../features/auth/protected-route';
import { frames, preloadNeighbours } from './pages';
import { routePages } from './route-pages';
import './public-site-styles';
import { scrollOnNavigation } from './scroll-on-navigation';

/** Scrolls to the top on every route change, or to the anchor the URL names; never on the first route (see scrollOnNavigation). */
function ScrollToTop() {
  const [location] = useLocation();
  // The route last scrolled for: the same one again (StrictMode runs effects twice) is no change.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === location) return;
    const move = scrollOnNavigation({
      firstRoute: shown.current === null,
      hash: window.location.hash,
      renderedByServer: arrivedRenderedByServer(),
    });
    shown.current = location;
    if (move.to === 'anchor') document.getElementById(move.id)?.scrollIntoView();
    else if (move.to === 'top') window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/**
 * Marks the document once the app is live: before that, a server-rendered
 * page shows but does not yet answer clicks or keys. End-to-end tests wait for it.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** Neighbour pages load once this one has finished and the browser has been idle a while (links also preload on hover). */
function Preloader() {
  const [location] = useLocation();
  useEffect(() => whenSettled(() => preloadNeighbours(location)), [location]);
  return null;
}

/**
 * Two frames, each loaded with its pages: the admin wing brings its own (for /admin only), the public pages
 * share the site's header and footer (app/public-site.tsx). Neither frame's code loads on the other's pages.
 */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Preloader />
      <ReadyMark />
      <Switch>
        <Route path={paths.admin.dashboard} nest>
          <ProtectedRoute>
            <Suspense fallback={<PageSkeleton />}>
              <routePages.admin />
            </Suspense>
          </ProtectedRoute>
        </Route>
        <Route>
          <Suspense>
            <frames.publicSite />
          </Suspense>
        </Route>
      </Switch>
    </>
  );
}

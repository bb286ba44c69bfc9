import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { paths } from '../../shared/paths';
import { whenSettled } from '../lib/idle';
import { arrivedRenderedByServer } from '../lib/server-html';
import { PageSkeleton } from '../ui/feedback';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { ProtectedRoute } from '../features/auth/protected-route';
import { SiteLayout } from '../features/layout/site-layout';
import { useDocumentTitle } from './document-title';
import type { LazyPage } from './lazy-page';
import { pages, preloadNeighbours } from './pages';
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

function DocumentTitle() {
  useDocumentTitle();
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

/** A page inside its own error boundary, whose 'Try again' also fetches the page's code anew when its download failed. */
function guarded(Page: LazyPage): ComponentType {
  return function GuardedPage() {
    return (
      <RouteErrorBoundary onRetry={Page.retry}>
        <Page />
      </RouteErrorBoundary>
    );
  };
}

// Made once, so each route keeps one component (a new route mounts a fresh boundary).
const routePages = Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, guarded(page)])) as Record<keyof typeof pages, ComponentType>;

/** The public site: its header, footer and chat, around the public pages. */
function PublicSite() {
  return (
    <SiteLayout>
      <DocumentTitle />
      <Suspense fallback={<PageSkeleton />}>
        <Switch>
          <Route path={paths.home} component={routePages.home} />
          <Route path={paths.stay} component={routePages.stay} />
          <Route path={paths.experiences} component={routePages.experiences} />
          <Route path={paths.booking} component={routePages.booking} />
          <Route path={paths.bookingDetails} component={routePages.bookingDetails} />
          <Route path={paths.bookingCheckout} component={routePages.bookingCheckout} />
          <Route path={paths.bookingConfirmation} component={routePages.bookingConfirmation} />
          <Route path={paths.contact} component={routePages.contact} />
          <Route path={paths.policies} component={routePages.policies} />
          <Route path={paths.auth} component={routePages.auth} />
          <Route component={routePages.notFound} />
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}

/**
 * Two frames: the admin wing brings its own (loaded with it, for /admin only), the public pages share the
 * site's header and footer. Neither frame's code is part of the other's pages.
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
          <PublicSite />
        </Route>
      </Switch>
    </>
  );
}

import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { paths } from '../../shared/paths';
import { whenSettled } from '../lib/idle';
import { PageSkeleton } from '../ui/feedback';
import { ProtectedRoute } from '../features/auth/protected-route';
import { SiteLayout } from '../features/layout/site-layout';
import { useDocumentTitle } from './document-title';
import { pages, preloadNeighbours } from './pages';

/** Scrolls to the top on every route change, except when the URL names an anchor to go to. */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    if (window.location.hash) {
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
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

export function AppRoutes() {
  return (
    <SiteLayout>
      <ScrollToTop />
      <Preloader />
      <DocumentTitle />
      <ReadyMark />
      <Suspense fallback={<PageSkeleton />}>
        <Switch>
          <Route path={paths.home} component={pages.home} />
          <Route path={paths.stay} component={pages.stay} />
          <Route path={paths.experiences} component={pages.experiences} />
          <Route path={paths.booking} component={pages.booking} />
          <Route path={paths.bookingDetails} component={pages.bookingDetails} />
          <Route path={paths.bookingCheckout} component={pages.bookingCheckout} />
          <Route path={paths.bookingConfirmation} component={pages.bookingConfirmation} />
          <Route path={paths.contact} component={pages.contact} />
          <Route path={paths.policies} component={pages.policies} />
          <Route path={paths.auth} component={pages.auth} />
          <Route path="/admin" nest>
            <ProtectedRoute>
              <pages.admin />
            </ProtectedRoute>
          </Route>
          <Route component={pages.notFound} />
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}

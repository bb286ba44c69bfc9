import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../../shared/paths';
import { CUSTOM_PAGE_ROUTE } from '../../shared/pages/page-paths';
import { SiteLayout } from '../features/layout/site-layout';
import { PageSkeleton } from '../ui/feedback';
import { useDocumentTitle } from './document-title';
import { routePages } from './route-pages';

function DocumentTitle() {
  useDocumentTitle();
  return null;
}

/** The public site: its header, footer and chat, around the public pages. */
export default function PublicSite() {
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
          <Route path={paths.review} component={routePages.review} />
          <Route path={paths.auth} component={routePages.auth} />
          <Route path={CUSTOM_PAGE_ROUTE} component={routePages.custom} />
          <Route component={routePages.notFound} />
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}


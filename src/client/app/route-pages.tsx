import type { ComponentType } from 'react';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { LazyPage } from './lazy-page';
import { pages } from './pages';

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
export const routePages = Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, guarded(page)])) as Record<keyof typeof pages, ComponentType>;


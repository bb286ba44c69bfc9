import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { SEO_PAGES, SEO_SITE_TITLE } from '../../shared/seo/seo.constants';
import { fullTitle, resolveSeoRoute } from '../../shared/seo/seo-routes';

/** A public page's tab title (the admin wing names its own sections' tabs). */
function documentTitleFor(location: string): string {
  return fullTitle(SEO_PAGES[resolveSeoRoute(location).key].title, SEO_SITE_TITLE);
}

/** Keeps the tab title right on client-side navigation, with the same rule the server uses for first loads. */
export function useDocumentTitle(): void {
  const [location] = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(location);
  }, [location]);
}

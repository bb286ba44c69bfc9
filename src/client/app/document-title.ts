import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { SEO_PAGES, SEO_SITE_TITLE } from '../../shared/seo/seo.constants';
import { fullTitle, resolveSeoRoute } from '../../shared/seo/seo-routes';
import { adminSectionAt } from '../admin/sections';

/** A page's tab title; an admin section is named before "Admin" (e.g. "Bookings · Admin | Kaneohe Bay Beach House"). */
function documentTitleFor(location: string): string {
  const pageTitle = SEO_PAGES[resolveSeoRoute(location).key].title;
  const section = adminSectionAt(location);
  return fullTitle(section ? `${section.label} · ${pageTitle}` : pageTitle, SEO_SITE_TITLE);
}

/** Keeps the tab title right on client-side navigation, with the same rule the server uses for first loads. */
export function useDocumentTitle(): void {
  const [location] = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(location);
  }, [location]);
}

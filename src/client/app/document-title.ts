import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { SeoTexts } from '../../shared/content/site-texts.schemas';
import { SEO_PAGES, SEO_SITE_TITLE } from '../../shared/seo/seo.constants';
import { fullTitle, resolveSeoRoute } from '../../shared/seo/seo-routes';
import { useSiteTexts } from '../features/layout/use-site-texts';
import { customPageSlugOf } from '../../shared/pages/page-paths';

/** A public page's tab title (the admin wing names its own sections' tabs): the owner's, where they set one. */
function documentTitleFor(location: string, stored: SeoTexts | undefined): string {
  const key = resolveSeoRoute(location).key;
  const title = (stored && key in stored ? stored[key as keyof SeoTexts].title : undefined) ?? SEO_PAGES[key].title;
  return fullTitle(title, SEO_SITE_TITLE);
}

/** Keeps the tab title right on client-side navigation, with the same rule the server uses for first loads. */
export function useDocumentTitle(): void {
  const [location] = useLocation();
  const stored = useSiteTexts()?.seo;
  useEffect(() => {
    // The owner's own pages name themselves (pages/blocks/block-page.tsx): their title is the page's.
    if (customPageSlugOf(location)) return;
    document.title = documentTitleFor(location, stored);
  }, [location, stored]);
}

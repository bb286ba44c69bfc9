import type { EntityManager } from '@mikro-orm/postgresql';
import { todayAtProperty } from '../../../shared/lib/dates';
import type { Orm } from '../../db/orm';
import { keptResults } from '../../platform/kept-results';
import { log } from '../../logger';
import { getSiteInfo } from '../content/content.service';
import { storedSeoText } from '../content/site-texts.service';
import { getPublicProperty, listAmenities, listAttractions } from '../property/property.service';
import { listPublicReviews, reviewSummary } from '../reviews/reviews.service';
import { pageHeadHtml, sourceKindFor, type PageSources, type SourceKind } from './seo-page.logic';
import { resolveSeoRoute } from './seo.logic';
import { robotsFor } from '../../../shared/seo/seo-routes';
import { faqEntriesOf } from '../../../shared/pages/page-document';
import { builtPageSlugOf, pagePath } from '../../../shared/pages/page-paths';
import { getPublicPage, type PublishedCustomPage } from '../pages/pages.service';
import type { PublishedPages } from '../pages/published-pages';

export async function loadPageSources(em: EntityManager, kind: SourceKind): Promise<PageSources> {
  switch (kind) {
    case 'home': {
      const [property, siteInfo, amenities, summary, reviews] = await Promise.all([
        getPublicProperty(em),
        getSiteInfo(em),
        listAmenities(em),
        reviewSummary(em),
        listPublicReviews(em),
      ]);
      return { kind, house: { property, siteInfo, amenities, summary, reviews } };
    }
    case 'stay': {
      const [property, siteInfo, summary] = await Promise.all([getPublicProperty(em), getSiteInfo(em), reviewSummary(em)]);
      return { kind, product: { property, siteInfo, summary } };
    }
    case 'experiences':
      return { kind, attractions: await listAttractions(em) };
    case 'none':
      return { kind };
  }
}

export interface SeoHeadsOptions {
  orm: Orm;
  /** The owner's published pages (/p/<slug>), which get their own heads; without it they are not found. */
  publishedPages?: PublishedPages;
  publicUrl: string;
  /** How long a built head is reused; 0 rebuilds on every request. */
  ttlMs?: number;
  now?: () => Date;
}

export interface SeoHeads {
  /** The <head> markup for a request path. Never rejects: without the database a page still gets its tags. */
  headFor: (pathname: string) => Promise<string>;
  /** Forgets every kept head (the owner changed something a page shows). */
  clear: () => void;
}

export const SEO_HEAD_TTL_MS = 60_000;

/**
 * Builds page heads and keeps each for a short while, so a page view does not
 * cost several queries. Keyed by route, not raw path: every unknown path shares
 * the one not-found entry, so random URLs cannot grow the cache.
 */
export function createSeoHeads(options: SeoHeadsOptions): SeoHeads {
  const ttlMs = options.ttlMs ?? SEO_HEAD_TTL_MS;
  const now = options.now ?? (() => new Date());
  // A head built without its data is not kept: the next request tries the database again.
  const kept = keptResults<{ html: string; complete: boolean }>(ttlMs, { now: () => now().getTime(), keep: (head) => head.complete });

  async function build(pathname: string): Promise<{ html: string; complete: boolean }> {
    const route = resolveSeoRoute(pathname);
    const context = { publicUrl: options.publicUrl, today: todayAtProperty(now()) };
    try {
      const em = options.orm.em.fork();
      const sources = await loadPageSources(em, sourceKindFor(route.key));
      // The owner's title and description for the page (Content Management → SEO), else the shipped ones.
      const text = await storedSeoText(em, route.key);
      // The FAQ blocks the owner published on the page (Page Builder).
      const slug = builtPageSlugOf(pathname);
      const faqs = slug && route.key !== 'notFound' ? faqEntriesOf((await getPublicPage(em, slug, false)).document) : [];
      return { html: pageHeadHtml(route, sources, { ...context, text, page: { faqs } }), complete: true };
    } catch (error) {
      log.warn(`SEO data for ${route.path ?? 'the not-found page'} unavailable; serving the head without it`, error);
      return { html: pageHeadHtml(route, { kind: 'none' }, context), complete: false };
    }
  }

  /** One of the owner's pages: its own title and description, breadcrumb and FAQ; no database call (PublishedPages has it). */
  function customHead(page: PublishedCustomPage): { html: string; complete: boolean } {
    const path = pagePath(page.slug);
    const route = { key: 'customPage' as const, path, robots: robotsFor('customPage') };
    const context = { publicUrl: options.publicUrl, today: todayAtProperty(now()) };
    const html = pageHeadHtml(route, { kind: 'none' }, { ...context, text: page, page: { faqs: page.faqs, crumb: { name: page.title, path } } });
    return { html, complete: true };
  }

  return {
    headFor: async (pathname) => {
      const custom = await options.publishedPages?.at(pathname).catch(() => undefined);
      if (custom) return (await kept.get(`custom:${custom.slug}`, () => Promise.resolve(customHead(custom)))).html;
      const route = resolveSeoRoute(pathname);
      return (await kept.get(route.path ?? '<not-found>', () => build(pathname))).html;
    },
    clear: kept.clear,
  };
}

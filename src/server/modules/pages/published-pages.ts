import type { Orm } from '../../db/orm';
import { keptResults } from '../../platform/kept-results';
import { customPageSlugOf } from '../../../shared/pages/page-paths';
import { listPublishedCustomPages, type PublishedCustomPage } from './pages.service';

/**
 * The owner's published pages as this process knows them: read once per `ttlMs` (or after any admin change,
 * announced to every process), so the 404 rule, the heads and the sitemap cost no query per request, and an
 * address no published page has shares the one not-found entry of every cache (random /p/… addresses cannot
 * grow them).
 */
export interface PublishedPages {
  /** The published custom page at a path, if any. */
  at: (pathname: string) => Promise<PublishedCustomPage | undefined>;
  list: () => Promise<PublishedCustomPage[]>;
  clear: () => void;
}

export function createPublishedPages(orm: Orm, ttlMs: number): PublishedPages {
  const kept = keptResults<PublishedCustomPage[]>(ttlMs);
  const list = () => kept.get('pages', () => listPublishedCustomPages(orm.em.fork()));
  return {
    list,
    at: async (pathname) => {
      const slug = customPageSlugOf(pathname);
      return slug ? (await list()).find((page) => page.slug === slug) : undefined;
    },
    clear: kept.clear,
  };
}

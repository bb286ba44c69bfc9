import { paths } from '../../shared/paths';
import type { PageBlock, PageBlockType } from '../../shared/pages/page-blocks.schema';
import { customPageSlugOf } from '../../shared/pages/page-paths';

/**
 * The pages shipped as islands (decision 062): the server's HTML stays as it is and only the interactive parts
 * hydrate, each on its own. The others are hydrated whole, as before, until their interactive parts are islands too.
 * The owner's own pages (/p/<slug>) join them when their blocks allow.
 */
const PAGES_SHIPPED_AS_ISLANDS: ReadonlySet<string> = new Set([paths.policies, paths.experiences, paths.contact, paths.stay]);

/**
 * The blocks that are plain HTML (links, native disclosure widgets, photos) or place their interactive parts as
 * islands (the gallery; the reviews, amenities and location sections, drawn as they near the viewport). A page
 * with the hero (its booking widget and video) is hydrated whole.
 */
const ISLAND_READY_BLOCKS: ReadonlySet<PageBlockType> = new Set<PageBlockType>([
  'realHawaii',
  'escape',
  'experiencesTeaser',
  'finalCta',
  'stayIntro',
  'gallery',
  'registration',
  'reviews',
  'amenities',
  'location',
  'experiencesIntro',
  'thingsToDo',
  'tours',
  'contactNote',
  'text',
  'imageText',
  'photoGrid',
  'columns',
  'cta',
  'faq',
]);

/** Whether the page at `pathname`, made of `blocks` when it is a built page, ships as islands. */
export function shipsAsIslands(pathname: string, blocks: readonly PageBlock[]): boolean {
  const listed = PAGES_SHIPPED_AS_ISLANDS.has(pathname) || customPageSlugOf(pathname) !== undefined;
  return listed && blocks.every((block) => ISLAND_READY_BLOCKS.has(block.type));
}

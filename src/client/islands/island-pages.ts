import { paths } from '../../shared/paths';
import { customPageSlugOf } from '../../shared/pages/page-paths';

/**
 * The pages shipped as islands (decision 062): the server's HTML stays as it is and only the interactive parts
 * hydrate, each on its own. Every block places its interactive parts as islands (the hero's photo and video, its
 * booking widget and the phone's booking bar; the gallery; the reviews, amenities and location sections, drawn as
 * they near the viewport) or is plain HTML (links, native disclosure widgets, photos, the tours widget's plain DOM),
 * so the owner's own pages (/p/<slug>) are shipped so too. /booking's form is one island (the widget and the phone's
 * bar share it); the later booking steps are the browser's.
 */
const PAGES_SHIPPED_AS_ISLANDS: ReadonlySet<string> = new Set([
  paths.home,
  paths.stay,
  paths.experiences,
  paths.booking,
  paths.contact,
  paths.policies,
]);

/** Whether the page at `pathname` ships as islands. */
export function shipsAsIslands(pathname: string): boolean {
  return PAGES_SHIPPED_AS_ISLANDS.has(pathname) || customPageSlugOf(pathname) !== undefined;
}

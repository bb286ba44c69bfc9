/**
 * Where the built and custom pages live: plain functions of a path, without the page schemas, so the app's start-up code
 * (main.tsx, the router, the document title) can tell a page's slug without building every block's zod schema first.
 */
/** The spec's three built pages; the owner's own pages are 'custom' and live at /p/<slug>. */
export const BUILT_IN_PAGES = ['home', 'stay', 'experiences'] as const;
export type BuiltInPage = (typeof BUILT_IN_PAGES)[number];
export type PageKind = BuiltInPage | 'custom';

export const CUSTOM_PAGE_PREFIX = '/p/';
/** The client router's pattern of the owner's pages. */
export const CUSTOM_PAGE_ROUTE = `${CUSTOM_PAGE_PREFIX}:slug`;
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export function pageKindOf(slug: string): PageKind {
  return (BUILT_IN_PAGES as readonly string[]).includes(slug) ? (slug as BuiltInPage) : 'custom';
}

/** Where a page is shown. */
export function pagePath(slug: string): string {
  const kind = pageKindOf(slug);
  if (kind === 'home') return '/';
  if (kind === 'custom') return `${CUSTOM_PAGE_PREFIX}${slug}`;
  return `/${kind}`;
}

/** The slug of a custom page's address, or undefined for any other path. */
export function customPageSlugOf(pathname: string): string | undefined {
  if (!pathname.startsWith(CUSTOM_PAGE_PREFIX)) return undefined;
  const slug = pathname.slice(CUSTOM_PAGE_PREFIX.length).replace(/\/$/, '');
  return PAGE_SLUG_PATTERN.test(slug) && slug.length <= 60 && pageKindOf(slug) === 'custom' ? slug : undefined;
}

/** The slug of the built or custom page shown at a path, or undefined for the site's other pages. */
export function builtPageSlugOf(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') return 'home';
  const builtIn = BUILT_IN_PAGES.find((slug) => path === `/${slug}`);
  return builtIn ?? customPageSlugOf(path);
}

/** Where the page scrolls when a route is shown: nowhere, to the top, or to the element the URL's #anchor names. */
export type ScrollMove = { to: 'nowhere' } | { to: 'top' } | { to: 'anchor'; id: string };

/**
 * Spec §2: the page goes to the top on a route change, or to the #anchor the
 * link names. The first route of a visit is the browser's own: it already put
 * the page at the top, at the anchor, or where a reload left it, and over a
 * server-rendered page the visitor may have scrolled since, so hydration never
 * moves it. Only a page the browser draws itself needs the anchor found after
 * the first render (its element did not exist when the browser looked).
 */
export function scrollOnNavigation({
  firstRoute,
  hash,
  renderedByServer,
}: {
  firstRoute: boolean;
  hash: string;
  renderedByServer: boolean;
}): ScrollMove {
  const id = hash.replace(/^#/, '');
  if (firstRoute) return id && !renderedByServer ? { to: 'anchor', id } : { to: 'nowhere' };
  return id ? { to: 'anchor', id } : { to: 'top' };
}

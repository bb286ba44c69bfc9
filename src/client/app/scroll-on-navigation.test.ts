import { describe, expect, it } from 'vitest';
import { scrollOnNavigation } from './scroll-on-navigation';

describe('scrollOnNavigation', () => {
  it.each([
    { case: 'hydrating a server page leaves the visitor where they are', firstRoute: true, hash: '', renderedByServer: true, move: { to: 'nowhere' } },
    { case: 'hydrating a server page with an #anchor leaves the browser’s own landing (and any scrolling since)', firstRoute: true, hash: '#gallery', renderedByServer: true, move: { to: 'nowhere' } },
    { case: 'the first route drawn by the browser keeps its position', firstRoute: true, hash: '', renderedByServer: false, move: { to: 'nowhere' } },
    { case: 'the first route drawn by the browser finds its #anchor', firstRoute: true, hash: '#summary', renderedByServer: false, move: { to: 'anchor', id: 'summary' } },
    { case: 'a route change goes to the top', firstRoute: false, hash: '', renderedByServer: true, move: { to: 'top' } },
    { case: 'a route change to an #anchor goes there', firstRoute: false, hash: '#amenities', renderedByServer: true, move: { to: 'anchor', id: 'amenities' } },
    { case: 'a bare # is no anchor', firstRoute: false, hash: '#', renderedByServer: false, move: { to: 'top' } },
  ])('$case', ({ firstRoute, hash, renderedByServer, move }) => {
    expect(scrollOnNavigation({ firstRoute, hash, renderedByServer })).toEqual(move);
  });
});

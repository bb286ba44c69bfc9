import { describe, expect, it } from 'vitest';
import { shipsAsIslands } from './island-pages';

describe('shipsAsIslands', () => {
  it('ships the public pages but the booking form, and the owner’s pages, as islands', () => {
    for (const pathname of ['/', '/stay', '/experiences', '/contact', '/policies', '/p/reunions']) expect(shipsAsIslands(pathname)).toBe(true);
  });

  it('hydrates whole the page whose form is the page, and leaves the later booking steps to the browser', () => {
    for (const pathname of ['/booking', '/booking/details', '/review', '/p/']) expect(shipsAsIslands(pathname)).toBe(false);
  });
});

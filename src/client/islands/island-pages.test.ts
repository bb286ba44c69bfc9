import { describe, expect, it } from 'vitest';
import { shipsAsIslands } from './island-pages';

describe('shipsAsIslands', () => {
  it('ships the public pages, the booking form’s included, and the owner’s pages, as islands', () => {
    for (const pathname of ['/', '/stay', '/experiences', '/booking', '/contact', '/policies', '/p/reunions']) expect(shipsAsIslands(pathname)).toBe(true);
  });

  it('leaves the later booking steps and the review form to the browser', () => {
    for (const pathname of ['/booking/details', '/booking/checkout', '/review', '/p/']) expect(shipsAsIslands(pathname)).toBe(false);
  });
});

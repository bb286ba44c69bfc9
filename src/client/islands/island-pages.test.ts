import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../shared/pages/page-blocks.schema';
import { shipsAsIslands } from './island-pages';

const block = (type: PageBlock['type']) => ({ id: `${type}-1`, type }) as PageBlock;

describe('shipsAsIslands', () => {
  it('ships the listed pages and the owner’s pages as islands while every block is plain HTML or an island', () => {
    expect(shipsAsIslands('/policies', [])).toBe(true);
    expect(shipsAsIslands('/experiences', [block('experiencesIntro'), block('thingsToDo'), block('tours'), block('contactNote')])).toBe(true);
    expect(shipsAsIslands('/p/surf-lessons', [block('text'), block('faq'), block('photoGrid'), block('cta')])).toBe(true);
    expect(shipsAsIslands('/stay', [block('stayIntro'), block('gallery'), block('amenities'), block('location'), block('registration')])).toBe(true);
    expect(shipsAsIslands('/p/reunions', [block('realHawaii'), block('escape'), block('gallery'), block('reviews'), block('finalCta')])).toBe(true);
  });

  it('hydrates whole a page with a block that is neither, and the pages not yet moved over', () => {
    expect(shipsAsIslands('/experiences', [block('experiencesIntro'), block('hero')])).toBe(false);
    expect(shipsAsIslands('/p/surf-lessons', [block('text'), block('hero')])).toBe(false);
    expect(shipsAsIslands('/stay', [block('stayIntro'), block('hero')])).toBe(false);
    expect(shipsAsIslands('/', [block('text')])).toBe(false);
    expect(shipsAsIslands('/booking', [])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { newBlock } from '../../../shared/pages/default-pages';
import type { PageBlock } from '../../../shared/pages/page-blocks.schema';
import { dropBlocks, insertBlockAfter, isTopBlock, moveBlock, moveItem, newBlockId } from './block-order';

const hero: PageBlock = newBlock('hero', 'hero');
const reviews: PageBlock = newBlock('reviews', 'reviews');
const amenities: PageBlock = { id: 'amenities', type: 'amenities' };
const faq: PageBlock = { id: 'b-00000001', type: 'faq', heading: 'Questions', items: [{ question: 'Q?', answer: 'A.' }] };
const ids = (blocks: PageBlock[]) => blocks.map((block) => block.id);

describe('the order of a page’s blocks', () => {
  it('knows the home page’s hero as its fixed top block, and a custom page as having none', () => {
    expect(isTopBlock([hero, reviews], 'hero')).toBe(true);
    expect(isTopBlock([hero, reviews], 'reviews')).toBe(false);
    expect(isTopBlock([faq, reviews], 'b-00000001')).toBe(false);
  });

  it('moves a block up and down, never above the top block and never the top block itself', () => {
    const page = [hero, reviews, amenities, faq];
    expect(ids(moveBlock(page, 'b-00000001', -1))).toEqual(['hero', 'reviews', 'b-00000001', 'amenities']);
    expect(ids(moveBlock(page, 'reviews', -1))).toEqual(['hero', 'reviews', 'amenities', 'b-00000001']);
    expect(ids(moveBlock(page, 'hero', 1))).toEqual(['hero', 'reviews', 'amenities', 'b-00000001']);
    expect(ids(moveBlock(page, 'b-00000001', 1))).toEqual(['hero', 'reviews', 'amenities', 'b-00000001']);
    // A custom page has no fixed block: its first block moves down.
    expect(ids(moveBlock([faq, reviews], 'b-00000001', 1))).toEqual(['reviews', 'b-00000001']);
  });

  it('drops dragged blocks before or after another, but never before the top block or the top block anywhere', () => {
    const page = [hero, reviews, amenities, faq];
    expect(ids(dropBlocks(page, ['b-00000001'], 'reviews', 'before'))).toEqual(['hero', 'b-00000001', 'reviews', 'amenities']);
    expect(ids(dropBlocks(page, ['reviews'], 'amenities', 'after'))).toEqual(['hero', 'amenities', 'reviews', 'b-00000001']);
    expect(ids(dropBlocks(page, ['b-00000001'], 'hero', 'before'))).toEqual(ids(page));
    expect(ids(dropBlocks(page, ['hero'], 'amenities', 'after'))).toEqual(ids(page));
    expect(ids(dropBlocks(page, ['b-00000001'], 'hero', 'after'))).toEqual(['hero', 'b-00000001', 'reviews', 'amenities']);
  });

  it('inserts a new block after the selected one, or at the end', () => {
    expect(ids(insertBlockAfter([hero, reviews, amenities], faq, 'reviews'))).toEqual(['hero', 'reviews', 'b-00000001', 'amenities']);
    expect(ids(insertBlockAfter([hero, reviews], faq, null))).toEqual(['hero', 'reviews', 'b-00000001']);
    expect(ids(insertBlockAfter([hero, reviews], faq, 'gone'))).toEqual(['hero', 'reviews', 'b-00000001']);
  });

  it('makes ids of eight lower-case hex digits that the page does not already use', () => {
    const answers = [1 / 0x1_0000_0000, 0.5];
    const id = newBlockId([faq], () => answers.shift()!);
    expect(id).toBe('b-80000000');
    expect(newBlockId([], () => 0.999999)).toMatch(/^b-[0-9a-f]{8}$/);
  });

  it('moves a question or photo within its list, staying inside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});

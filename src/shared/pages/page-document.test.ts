import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES, newBlock, newCustomPage } from './default-pages';
import { BLOCK_NAMES, addableBlockTypes, faqEntriesOf, pageDocumentProblem, pageDocumentSchema } from './page-document';
import { builtPageSlugOf, customPageSlugOf, pagePath } from './page-paths';
import { pageBlockSchema, type PageBlock } from './page-blocks.schema';

describe('the default pages', () => {
  it('are valid documents that keep every rule', () => {
    for (const [slug, document] of Object.entries(DEFAULT_PAGES)) {
      expect(pageDocumentSchema.safeParse(document).success).toBe(true);
      expect(pageDocumentProblem(slug, document)).toBeUndefined();
    }
    expect(pageDocumentProblem('my-page', newCustomPage('My page', 'About it.'))).toBeUndefined();
  });

  it('give every block type a starting block that passes its schema (an image block once its photo is described)', () => {
    for (const type of Object.keys(BLOCK_NAMES) as PageBlock['type'][]) {
      const block = newBlock(type, 'b-1', { id: 3, alt: 'The lanai' });
      expect(pageBlockSchema.safeParse(block).success, type).toBe(true);
    }
    expect(pageBlockSchema.safeParse(newBlock('imageText', 'b-2')).success).toBe(false);
  });
});

describe('pageDocumentProblem', () => {
  const home = DEFAULT_PAGES.home.blocks;
  it('keeps the page’s h1 block first and only on its own page', () => {
    expect(pageDocumentProblem('home', { blocks: home.slice(1) })).toBe("The page must begin with 'Hero with booking widget'");
    expect(pageDocumentProblem('stay', { blocks: [...DEFAULT_PAGES.stay.blocks, home[0]!] })).toBe("'Hero with booking widget' belongs at the top of its own page only");
    expect(pageDocumentProblem('mine', { title: 'Mine', description: 'Mine.', blocks: [home[0]!] })).toBe("'Hero with booking widget' belongs at the top of its own page only");
  });

  it('allows each spec section once, block ids once, and a custom page only with its title and description', () => {
    expect(pageDocumentProblem('home', { blocks: [...home, newBlock('reviews', 'again')] })).toBe("'Guest reviews' can be on a page once only");
    const faq = newBlock('faq', 'b-1');
    expect(pageDocumentProblem('home', { blocks: [...home, faq, { ...faq }] })).toBe('Two blocks have the same id');
    expect(pageDocumentProblem('home', { blocks: [...home, faq, { ...faq, id: 'b-2' }] })).toBeUndefined();
    expect(pageDocumentProblem('mine', { blocks: [] })).toBe('Give the page a title');
    expect(pageDocumentProblem('home', { ...DEFAULT_PAGES.home, description: 'x' })).toBe('This page takes its title and description from Content Management → SEO');
  });
});

describe('addableBlockTypes', () => {
  it('offers the generic blocks always, a spec section only while the page lacks it, and never an h1 block', () => {
    const offered = addableBlockTypes(DEFAULT_PAGES.home.blocks);
    expect(offered).toEqual(expect.arrayContaining(['text', 'imageText', 'photoGrid', 'faq', 'cta', 'columns', 'gallery', 'tours']));
    expect(offered).not.toContain('reviews');
    expect(offered).not.toContain('hero');
    expect(offered).not.toContain('stayIntro');
  });
});

describe('page addresses', () => {
  it('map slugs to paths and back, refusing what no page could be called', () => {
    expect(['home', 'stay', 'experiences', 'family-reunions'].map(pagePath)).toEqual(['/', '/stay', '/experiences', '/p/family-reunions']);
    expect(['/', '/stay/', '/experiences', '/p/family-reunions', '/p/family-reunions/', '/contact', '/p/Bad', '/p/home', '/p/a--b'].map(builtPageSlugOf)).toEqual([
      'home',
      'stay',
      'experiences',
      'family-reunions',
      'family-reunions',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(customPageSlugOf(`/p/${'a'.repeat(61)}`)).toBeUndefined();
  });
});

describe('faqEntriesOf', () => {
  it('gathers every FAQ block’s questions in page order', () => {
    const first = { ...newBlock('faq', 'b-1'), items: [{ question: 'One?', answer: '1' }] } as PageBlock;
    const second = { ...newBlock('faq', 'b-2'), items: [{ question: 'Two?', answer: '2' }] } as PageBlock;
    expect(faqEntriesOf({ blocks: [first, newBlock('text', 'b-3'), second] })).toEqual([
      { question: 'One?', answer: '1' },
      { question: 'Two?', answer: '2' },
    ]);
  });
});

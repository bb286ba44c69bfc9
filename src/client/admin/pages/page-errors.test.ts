import { describe, expect, it } from 'vitest';
import { newBlock } from '../../../shared/pages/default-pages';
import type { PageDocument } from '../../../shared/pages/page-document';
import { pageErrors } from './page-errors';

const faq = (question: string, answer: string) => ({ id: 'b-0000000a', type: 'faq' as const, heading: 'Questions', items: [{ question, answer }] });

describe('the page editor’s messages', () => {
  it('finds nothing wrong in a whole page', () => {
    const errors = pageErrors('home', { blocks: [newBlock('hero', 'hero'), faq('Parking?', 'Two cars in the driveway.')] });
    expect(errors.count).toBe(0);
    expect(errors.problem).toBeUndefined();
  });

  it('puts each message under its block’s field, and on the list of questions', () => {
    const errors = pageErrors('home', { blocks: [newBlock('hero', 'hero'), faq('', 'Yes.')] });
    expect(errors.blocks['b-0000000a']?.['items.0.question']).toBe('Write the question');
    expect(errors.blocks['b-0000000a']?.items).toBe('Write the question');
    expect(errors.firstBlockId).toBe('b-0000000a');
    expect(errors.count).toBe(1);
  });

  it('names a photo without alt text and a custom page without a title', () => {
    const page: PageDocument = {
      title: '',
      description: 'Family reunions at the beach house',
      blocks: [{ id: 'b-0000000b', type: 'imageText', heading: 'The lanai', body: { type: 'doc', content: [] }, photo: { id: 3, alt: '' }, imageSide: 'left' }],
    };
    const errors = pageErrors('reunions', page);
    expect(errors.page.title).toBe('Give the page a title');
    expect(errors.blocks['b-0000000b']?.['photo.alt']).toBe('Describe the photo (alt text)');
  });

  it('gives the page’s own rule when every field is right but the page is not', () => {
    const errors = pageErrors('home', { blocks: [faq('Parking?', 'Yes.'), newBlock('hero', 'hero')] });
    expect(errors.problem).toBe("The page must begin with 'Hero with booking widget'");
    expect(errors.count).toBe(1);
  });
});

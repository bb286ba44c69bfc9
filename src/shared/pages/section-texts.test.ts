import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES, newBlock } from './default-pages';
import { pageBlockSchema } from './page-blocks.schema';
import { pageDocumentSchema } from './page-document';
import { SECTION_TEXT_DEFAULTS } from './section-text-defaults';

/** A page as stored before the sections carried words: each spec section only its id and type. */
const textless = (blocks: readonly { id: string; type: string }[]) =>
  blocks.map((block) => (block.type in SECTION_TEXT_DEFAULTS ? { id: block.id, type: block.type } : block));

describe('the spec sections’ words (decision 045)', () => {
  it('fill a page stored before they existed with today’s words: it parses to exactly the shipped page', () => {
    for (const document of Object.values(DEFAULT_PAGES)) {
      const parsed = pageDocumentSchema.safeParse({ blocks: textless(document.blocks) });
      expect(parsed.success && parsed.data).toEqual(document);
    }
  });

  it('fill only what is missing: a stored word stays, and two parsed pages never share one list', () => {
    const first = pageBlockSchema.parse({ id: 'real-hawaii', type: 'realHawaii', heading: 'Island mornings' });
    expect(first).toMatchObject({ heading: 'Island mornings', lead: SECTION_TEXT_DEFAULTS.realHawaii.lead });
    const second = pageBlockSchema.parse({ id: 'real-hawaii', type: 'realHawaii' });
    if (first.type !== 'realHawaii' || second.type !== 'realHawaii') throw new Error('not the cards');
    first.cards[0]!.title = 'Changed';
    expect(second.cards[0]!.title).toBe('Mornings on the Bay');
    expect(SECTION_TEXT_DEFAULTS.realHawaii.cards[0]!.title).toBe('Mornings on the Bay');
  });

  it('keep the spec’s quoted texts exactly by default', () => {
    const home = DEFAULT_PAGES.home.blocks;
    expect(home.find((block) => block.type === 'realHawaii')).toMatchObject({ heading: 'Experience the Real Hawaii' });
    expect(home.find((block) => block.type === 'escape')).toMatchObject({ heading: 'Your Beach House Oahu Hawaiian Escape' });
    const reviews = newBlock('reviews', 'r');
    expect(reviews.type === 'reviews' && reviews.highlights).toEqual(SECTION_TEXT_DEFAULTS.reviews.highlights);
  });

  it('refuse words that would break the layout, each with its message on its own field', () => {
    const messages = (block: unknown) => {
      const parsed = pageBlockSchema.safeParse(block);
      return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    const cards = SECTION_TEXT_DEFAULTS.realHawaii.cards;
    expect(messages({ id: 'r', type: 'realHawaii', cards: [{ ...cards[0], text: 'x'.repeat(301) }, cards[1], cards[2]] })).toEqual([
      ['cards.0.text', 'The card text is too long (300 characters at most)'],
    ]);
    expect(messages({ id: 'r', type: 'realHawaii', cards: cards.slice(0, 2) })).toEqual([['cards', 'Give exactly 3 cards']]);
    expect(messages({ id: 'r', type: 'reviews', highlights: [...SECTION_TEXT_DEFAULTS.reviews.highlights, 'Seventh'] })).toEqual([
      ['highlights', 'Give exactly 6 highlights'],
    ]);
    expect(messages({ id: 'e', type: 'escape', button: '   ' })).toEqual([['button', 'Write the button label']]);
    expect(messages({ id: 'h', type: 'hero', subtitle: 'Line one\nline two' })).toEqual([['subtitle', 'Remove the special characters']]);
    expect(messages({ id: 'c', type: 'contactNote', link: 'Write to us', colour: 'red' })).toEqual([['', 'Unrecognized key: "colour"']]);
  });

  it('are trimmed, and may leave an optional line empty (the section then draws no paragraph for it)', () => {
    expect(pageBlockSchema.parse({ id: 't', type: 'thingsToDo', heading: '  Near the house  ', lead: '' })).toMatchObject({ heading: 'Near the house', lead: '' });
  });
});

import { pageBlockSchema, type BlockOf, type BlockPhoto, type PageBlock, type PageBlockType } from './page-blocks.schema';
import type { PageDocument } from './page-document';
import type { BuiltInPage } from './page-paths';

/** The texts today's pages were built with (spec §2 and the experiences page); a new block of these types starts from them. */
const FINAL_CTA: Omit<BlockOf<'finalCta'>, 'id'> = {
  type: 'finalCta',
  heading: 'Ready for Kaneohe Bay?',
  text: 'Pick your dates and see the full price before you reserve.',
  button: 'Book Your Stay',
};
const EXPERIENCES_INTRO: Omit<BlockOf<'experiencesIntro'>, 'id'> = {
  type: 'experiencesIntro',
  heading: 'Experiences',
  lead: "Kayak to Mokoli'i, hike the Ko'olau ridges and find the windward coast's quiet beaches.",
};
const TOURS: Omit<BlockOf<'tours'>, 'id'> = {
  type: 'tours',
  heading: 'Book Hawaiian Experiences',
  text: 'Tours and activities around the island, booked directly with local operators.',
  url: '',
};

const paragraph = (text: string) => ({ type: 'doc' as const, content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }] });

/** A block of this type with its starting content, for the builder's 'Add block' (an image block starts from `photo`, whose alt text must be written before it can be saved if empty). */
export function newBlock(type: PageBlockType, id: string, photo: BlockPhoto = { id: 1, alt: '' }): PageBlock {
  switch (type) {
    case 'finalCta':
      return { id, ...FINAL_CTA };
    case 'experiencesIntro':
      return { id, ...EXPERIENCES_INTRO };
    case 'tours':
      return { id, ...TOURS };
    case 'text':
      return { id, type, heading: 'New section', body: paragraph('Write something here.') };
    case 'imageText':
      return { id, type, heading: 'New section', body: paragraph('Write something here.'), photo, imageSide: 'left' };
    case 'photoGrid':
      return { id, type, heading: 'Photos', photos: [photo] };
    case 'faq':
      return { id, type, heading: 'Questions and answers', items: [{ question: 'A question guests ask', answer: 'Its answer.' }] };
    case 'cta':
      return { id, type, heading: 'Ready to stay?', text: '', label: 'Book Your Stay', href: '/booking', tone: 'accent' };
    case 'columns':
      return { id, type, heading: 'New section', left: paragraph('The left column.'), right: paragraph('The right column.') };
    default:
      // A spec section: its words are the schema's defaults, the texts the site shipped with.
      return pageBlockSchema.parse({ id, type });
  }
}

/** Each built page as it was before the builder: until the owner publishes a change, visitors see exactly this. */
export const DEFAULT_PAGES: Record<BuiltInPage, PageDocument> = {
  home: {
    blocks: [
      newBlock('hero', 'hero'),
      newBlock('realHawaii', 'real-hawaii'),
      newBlock('escape', 'escape'),
      newBlock('reviews', 'reviews'),
      newBlock('amenities', 'amenities'),
      newBlock('location', 'location'),
      newBlock('experiencesTeaser', 'experiences-teaser'),
      { id: 'final-cta', ...FINAL_CTA },
    ],
  },
  stay: {
    blocks: [
      newBlock('stayIntro', 'stay-intro'),
      newBlock('gallery', 'gallery'),
      newBlock('amenities', 'amenities'),
      newBlock('location', 'location'),
      newBlock('registration', 'registration'),
    ],
  },
  experiences: {
    blocks: [
      { id: 'experiences-intro', ...EXPERIENCES_INTRO },
      { id: 'tours', ...TOURS },
      newBlock('thingsToDo', 'things-to-do'),
      newBlock('contactNote', 'contact-note'),
    ],
  },
};

/** A new custom page: its title and description, and one text block to start from. */
export function newCustomPage(title: string, description: string): PageDocument {
  return { title, description, blocks: [newBlock('text', 'intro')] };
}

import { z } from 'zod';
import { lineText } from '../lib/text.schema';
import { MAX_PAGE_BLOCKS, PAGE_TOP_BLOCKS, pageBlockSchema, SECTION_BLOCK_TYPES, type PageBlock } from './page-blocks.schema';
import { PAGE_SLUG_PATTERN, pageKindOf } from './page-paths';


export const pageSlugSchema = z
  .string({ error: 'Give the page an address' })
  .trim()
  .min(1, 'Give the page an address')
  .max(60, 'The address is too long (60 characters at most)')
  .regex(PAGE_SLUG_PATTERN, 'Use lower-case letters, digits and single dashes (e.g. family-reunions)');

export const pageTitleSchema = lineText({ error: 'Give the page a title' })
  .min(1, 'Give the page a title')
  .max(120, 'The title is too long (120 characters at most)');
export const pageDescriptionSchema = lineText({ error: 'Describe the page' })
  .min(1, 'Describe the page for search results')
  .max(320, 'The description is too long (320 characters at most)');

/**
 * One page's content. A custom page has its own title (its h1 and search-result title) and description; the built
 * pages take theirs from Content Management → SEO, so they carry none.
 */
export const pageDocumentSchema = z.strictObject({
  title: pageTitleSchema.optional(),
  description: pageDescriptionSchema.optional(),
  blocks: z.array(pageBlockSchema).max(MAX_PAGE_BLOCKS, `A page has ${MAX_PAGE_BLOCKS} blocks at most`),
});
export type PageDocument = z.infer<typeof pageDocumentSchema>;

const TOP_BLOCK_TYPES: readonly string[] = Object.values(PAGE_TOP_BLOCKS);

const SECTION_NAMES: Record<(typeof SECTION_BLOCK_TYPES)[number], string> = {
  hero: 'Hero with booking widget',
  stayIntro: 'The stay: title and facts',
  experiencesIntro: 'Experiences: title and introduction',
  realHawaii: "'Experience the Real Hawaii' cards",
  escape: "'Your Beach House' facts",
  reviews: 'Guest reviews',
  amenities: 'Amenities',
  location: 'Location and map',
  experiencesTeaser: 'Experiences teaser',
  finalCta: 'Final call to action',
  gallery: 'Photo gallery',
  registration: 'Registration numbers',
  tours: 'Tours widget',
  thingsToDo: 'Things to do nearby',
  contactNote: 'Contact note',
};
const GENERIC_NAMES = {
  text: 'Heading and text',
  imageText: 'Image with text',
  photoGrid: 'Photo grid',
  faq: 'Questions and answers (FAQ)',
  cta: 'Call-to-action button',
  columns: 'Two columns',
} as const;

/** What the builder calls each kind of block. */
export const BLOCK_NAMES: Record<PageBlock['type'], string> = { ...SECTION_NAMES, ...GENERIC_NAMES };

/**
 * What keeps a page whole whatever the owner does: the page's h1 block first (and only on its page), each spec
 * section at most once (their anchors, e.g. #reviews, must stay unique), block ids unique, a custom page titled.
 * Returns the first problem in words, or undefined.
 */
export function pageDocumentProblem(slug: string, document: PageDocument): string | undefined {
  const kind = pageKindOf(slug);
  const blocks = document.blocks;
  if (kind === 'custom') {
    if (!document.title) return 'Give the page a title';
    if (!document.description) return 'Describe the page for search results';
  } else {
    if (document.title !== undefined || document.description !== undefined)
      return 'This page takes its title and description from Content Management → SEO';
    const top = PAGE_TOP_BLOCKS[kind];
    if (blocks[0]?.type !== top) return `The page must begin with '${BLOCK_NAMES[top]}'`;
  }
  const ids = new Set<string>();
  const sections = new Set<string>();
  for (const [index, block] of blocks.entries()) {
    if (ids.has(block.id)) return 'Two blocks have the same id';
    ids.add(block.id);
    if (TOP_BLOCK_TYPES.includes(block.type) && (kind === 'custom' || index > 0))
      return `'${BLOCK_NAMES[block.type]}' belongs at the top of its own page only`;
    if ((SECTION_BLOCK_TYPES as readonly string[]).includes(block.type)) {
      if (sections.has(block.type)) return `'${BLOCK_NAMES[block.type]}' can be on a page once only`;
      sections.add(block.type);
    }
  }
  return undefined;
}

/** Every question and answer of a page's FAQ blocks, in page order (its FAQPage structured data). */
export function faqEntriesOf(document: PageDocument): { question: string; answer: string }[] {
  return document.blocks.flatMap((block) => (block.type === 'faq' ? block.items : []));
}

/** The block types the builder offers to add to a page (its h1 block is fixed, and a section already there is not offered again). */
export function addableBlockTypes(blocks: readonly PageBlock[]): PageBlock['type'][] {
  const present = new Set(blocks.map((block) => block.type));
  return (Object.keys(BLOCK_NAMES) as PageBlock['type'][]).filter(
    (type) => !TOP_BLOCK_TYPES.includes(type) && !((SECTION_BLOCK_TYPES as readonly string[]).includes(type) && present.has(type)),
  );
}

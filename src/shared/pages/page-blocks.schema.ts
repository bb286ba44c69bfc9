import { z } from 'zod';
import { isSafeHref, LINK_HREF_MESSAGE, richTextDocumentSchema } from '../content/rich-text.schema';
import { lineText, multilineText } from '../lib/text.schema';
import { SECTION_TEXT_FIELDS } from './section-texts';

/**
 * A public page as the owner builds it (Page Builder, decision 043): a list of blocks. The spec's own sections are
 * blocks that bring their own data (edited in Content) and carry their own words (decision 045, section-texts.ts);
 * generic blocks carry the owner's words. Nothing here chooses a heading level, a colour or markup:
 * every generic block's heading is an h2 under the page's one h1, and colours are the theme's named tones.
 */

export const BLOCK_ID_PATTERN = /^[a-z0-9-]{1,40}$/;
const blockId = z.string().regex(BLOCK_ID_PATTERN, 'A block id is lower-case letters, digits and dashes');

const heading = lineText({ error: 'Give the block a heading' })
  .min(1, 'Give the block a heading')
  .max(120, 'The heading is too long (120 characters at most)');
const optionalLine = (name: string, max: number) =>
  lineText({ error: `Write the ${name}` }).max(max, `The ${name} is too long (${max} characters at most)`);

/** A photo of the gallery (its id, as GET /api/photos lists it); alt text is required here too (decorative images are not offered). */
const blockPhoto = z.strictObject({
  id: z.number({ error: 'Choose a photo from the gallery' }).int().positive('Choose a photo from the gallery').max(2_147_483_647, 'Choose a photo from the gallery'),
  alt: lineText({ error: 'Describe the photo' }).min(1, 'Describe the photo (alt text)').max(200, 'The description is too long (200 characters at most)'),
});
export type BlockPhoto = z.infer<typeof blockPhoto>;

/** The theme's tones a call-to-action button may take (src/client/ui/button.tsx): no free colours. */
export const BUTTON_TONES = ['accent', 'primary'] as const;

const linkHref = z.string().trim().refine(isSafeHref, { message: LINK_HREF_MESSAGE });

/** The sections of the spec's pages, each one at most once per page. */
export const SECTION_BLOCK_TYPES = [
  'hero',
  'stayIntro',
  'experiencesIntro',
  'realHawaii',
  'escape',
  'reviews',
  'amenities',
  'location',
  'experiencesTeaser',
  'finalCta',
  'gallery',
  'registration',
  'tours',
  'thingsToDo',
  'contactNote',
] as const;
export type SectionBlockType = (typeof SECTION_BLOCK_TYPES)[number];

/** The blocks that carry their page's h1: fixed first on their own page, found nowhere else. */
export const PAGE_TOP_BLOCKS = { home: 'hero', stay: 'stayIntro', experiences: 'experiencesIntro' } as const satisfies Record<
  string,
  SectionBlockType
>;

const section = <T extends SectionBlockType>(type: T) => z.strictObject({ id: blockId, type: z.literal(type) });
/** A spec section with its editable words (section-texts.ts): a field missing from a stored page takes the shipped text. */
const sectionWithTexts = <T extends keyof typeof SECTION_TEXT_FIELDS>(type: T) =>
  z.strictObject({ id: blockId, type: z.literal(type), ...SECTION_TEXT_FIELDS[type] });

const faqItem = z.strictObject({
  question: lineText({ error: 'Write the question' }).min(1, 'Write the question').max(200, 'The question is too long (200 characters at most)'),
  answer: multilineText({ error: 'Write the answer' }).min(1, 'Write the answer').max(2000, 'The answer is too long (2,000 characters at most)'),
});

export const pageBlockSchema = z.discriminatedUnion('type', [
  sectionWithTexts('hero'),
  sectionWithTexts('stayIntro'),
  z.strictObject({
    id: blockId,
    type: z.literal('experiencesIntro'),
    heading: optionalLine('heading', 120).min(1, 'Give the page a heading'),
    lead: optionalLine('introduction', 400),
  }),
  sectionWithTexts('realHawaii'),
  sectionWithTexts('escape'),
  sectionWithTexts('reviews'),
  section('amenities'),
  sectionWithTexts('location'),
  sectionWithTexts('experiencesTeaser'),
  z.strictObject({
    id: blockId,
    type: z.literal('finalCta'),
    heading,
    text: optionalLine('text', 300),
    button: optionalLine('button label', 40).min(1, 'Give the button a label'),
  }),
  section('gallery'),
  sectionWithTexts('registration'),
  z.strictObject({
    id: blockId,
    type: z.literal('tours'),
    heading,
    text: optionalLine('text', 300),
    /** The owner's own tours widget address; empty for the site's setting (Settings → Site). */
    url: z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'Give an https:// address' }).max(500)]),
  }),
  sectionWithTexts('thingsToDo'),
  sectionWithTexts('contactNote'),
  z.strictObject({ id: blockId, type: z.literal('text'), heading, body: richTextDocumentSchema }),
  z.strictObject({
    id: blockId,
    type: z.literal('imageText'),
    heading,
    body: richTextDocumentSchema,
    photo: blockPhoto,
    imageSide: z.enum(['left', 'right']),
  }),
  z.strictObject({
    id: blockId,
    type: z.literal('photoGrid'),
    heading,
    photos: z.array(blockPhoto).min(1, 'Choose at least one photo').max(12, 'Twelve photos at most'),
  }),
  z.strictObject({
    id: blockId,
    type: z.literal('faq'),
    heading,
    items: z.array(faqItem).min(1, 'Add at least one question').max(30, 'Thirty questions at most'),
  }),
  z.strictObject({
    id: blockId,
    type: z.literal('cta'),
    heading,
    text: optionalLine('text', 300),
    label: optionalLine('button label', 40).min(1, 'Give the button a label'),
    href: linkHref,
    tone: z.enum(BUTTON_TONES),
  }),
  z.strictObject({ id: blockId, type: z.literal('columns'), heading, left: richTextDocumentSchema, right: richTextDocumentSchema }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;
export type PageBlockType = PageBlock['type'];
export type BlockOf<T extends PageBlockType> = Extract<PageBlock, { type: T }>;


export const MAX_PAGE_BLOCKS = 40;

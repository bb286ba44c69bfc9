import { z } from 'zod';
import { lineText } from '../lib/text.schema';
import { DEFAULT_PAGE_TEXTS, type PageTextsPage } from './page-texts.defaults';

/** The pages whose fixed words the owner edits, in the order the editor lists them. */
export const PAGE_TEXTS_PAGES = Object.keys(DEFAULT_PAGE_TEXTS) as PageTextsPage[];

// Plain text, capped to what its place holds: a heading 80, the text under it 300, a line beside a card 160.
const heading = () =>
  lineText({ error: 'Give the page a heading' }).min(1, 'Give the page a heading').max(80, 'The heading is too long (80 characters at most)');
const lead = () => lineText({ error: 'Write the text' }).max(300, 'The text is too long (300 characters at most)');
const cardHeading = () =>
  lineText({ error: 'Give the card a heading' }).min(1, 'Give the card a heading').max(80, 'The heading is too long (80 characters at most)');
const contactIntro = () =>
  lineText({ error: 'Write the line' }).min(1, 'Write the line').max(160, 'The line is too long (160 characters at most)');

/** Each page's words: its h1, the text under it (may be empty: then no paragraph), and its own lines. */
export const pageTextSchemas = {
  contact: z.strictObject({ title: heading(), lead: lead(), direct_heading: cardHeading() }),
  policies: z.strictObject({ title: heading(), lead: lead() }),
  booking: z.strictObject({ title: heading(), lead: lead(), contact_intro: contactIntro() }),
  booking_details: z.strictObject({ title: heading(), lead: lead(), contact_intro: contactIntro() }),
  checkout: z.strictObject({ title: heading(), lead: lead() }),
  confirmation: z.strictObject({ title: heading(), lead: lead() }),
} satisfies Record<PageTextsPage, z.ZodObject>;

export const pageTextsSchema = z.object(pageTextSchemas);
export type PageTexts = z.infer<typeof pageTextsSchema>;
export type PageText = PageTexts[PageTextsPage];

const withPage = <P extends PageTextsPage>(page: P) => pageTextSchemas[page].extend({ page: z.literal(page) });

/** admin.texts.savePage: one page's words, named by its page. */
export const pageTextInputSchema = z.discriminatedUnion('page', [
  withPage('contact'),
  withPage('policies'),
  withPage('booking'),
  withPage('booking_details'),
  withPage('checkout'),
  withPage('confirmation'),
]);
export type PageTextInput = z.infer<typeof pageTextInputSchema>;

import { z } from 'zod';
import { lineText } from '../lib/text.schema';
import { SEO_PAGES } from '../seo/seo.constants';
import { pageTextsSchema } from './page-texts.schemas';
import { richTextDocumentSchema } from './rich-text.schema';

/** The public pages whose search-result title and description the owner edits (Content Management → SEO). */
export const EDITABLE_SEO_PAGES = ['home', 'stay', 'experiences', 'booking', 'contact', 'policies'] as const;
export const editableSeoPageSchema = z.enum(EDITABLE_SEO_PAGES);
export type EditableSeoPage = z.infer<typeof editableSeoPageSchema>;

/** What search engines show well: longer is allowed, and the screen warns. */
export const SEO_TITLE_HINT = 60;
export const SEO_DESCRIPTION_HINT = 160;

export const seoTextSchema = z.object({
  title: lineText({ error: 'Give the page title' }).min(1, 'Give the page title').max(120, 'The title is too long (120 characters at most)'),
  description: lineText({ error: 'Give the description' })
    .min(1, 'Give the description')
    .max(320, 'The description is too long (320 characters at most)'),
});
export type SeoText = z.infer<typeof seoTextSchema>;

export const seoTextsSchema = z.object(
  Object.fromEntries(EDITABLE_SEO_PAGES.map((page) => [page, seoTextSchema])) as Record<EditableSeoPage, typeof seoTextSchema>,
);
export type SeoTexts = z.infer<typeof seoTextsSchema>;

/** The titles and descriptions the site shipped with (src/shared/seo): the defaults until the owner saves. */
export const DEFAULT_SEO_TEXTS: SeoTexts = Object.fromEntries(
  EDITABLE_SEO_PAGES.map((page) => [page, { title: SEO_PAGES[page].title, description: SEO_PAGES[page].description }]),
) as SeoTexts;

/** admin.texts.saveSeo: one page's title and description. */
export const seoTextInputSchema = seoTextSchema.extend({ page: editableSeoPageSchema });
export type SeoTextInput = z.infer<typeof seoTextInputSchema>;

/** The footer's short text beside the site name. */
export const footerTextSchema = z.object({
  footer_blurb: lineText({ error: 'Write the footer text' })
    .min(1, 'Write the footer text')
    .max(400, 'The footer text is too long (400 characters at most)'),
});
export type FooterText = z.infer<typeof footerTextSchema>;

/** The not-found page's words (its h1, the sentence under it, and the button home); plain text, capped to fit the page. */
export const notFoundTextSchema = z.object({
  title: lineText({ error: 'Give the page a heading' }).min(1, 'Give the page a heading').max(80, 'The heading is too long (80 characters at most)'),
  lead: lineText({ error: 'Write the text' }).max(300, 'The text is too long (300 characters at most)'),
  button: lineText({ error: 'Give the button a label' }).min(1, 'Give the button a label').max(40, 'The button label is too long (40 characters at most)'),
});
export type NotFoundText = z.infer<typeof notFoundTextSchema>;

/** What every public page reads (content.siteTexts): the footer's text, each page's title and description, the not-found page's words, the other pages' fixed words. */
export const siteTextsSchema = footerTextSchema.extend({ seo: seoTextsSchema, not_found: notFoundTextSchema, page_texts: pageTextsSchema });
export type SiteTexts = z.infer<typeof siteTextsSchema>;

export const POLICY_SLUGS = ['cancellation', 'terms', 'privacy', 'house-rules'] as const;
export const policySlugSchema = z.enum(POLICY_SLUGS);

/** A policy as the owner edits it: its heading and its document. */
export const policyEditSchema = z.object({
  slug: policySlugSchema,
  title: lineText({ error: 'Give the policy a title' }).min(1, 'Give the policy a title').max(120, 'The title is too long (120 characters at most)'),
  document: richTextDocumentSchema,
});
export type PolicyEdit = z.infer<typeof policyEditSchema>;

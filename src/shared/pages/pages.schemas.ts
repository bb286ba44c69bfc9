import { z } from 'zod';
import { pageDescriptionSchema, pageDocumentSchema, pageSlugSchema, pageTitleSchema } from './page-document';

/** A page in the builder's list. */
export const pageSummarySchema = z.object({
  slug: z.string(),
  kind: z.enum(['home', 'stay', 'experiences', 'custom']),
  /** What the owner calls it: the built pages' names, a custom page's title. */
  name: z.string(),
  path: z.string(),
  publishedAt: z.date().nullable(),
  /** The draft differs from what visitors see. */
  hasUnpublishedChanges: z.boolean(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** A page as the builder edits it. `revision` goes back with every save, so a save over someone else's is refused. */
export const pageEditSchema = pageSummarySchema.extend({
  draft: pageDocumentSchema,
  revision: z.number().int().min(0),
  savedAt: z.date().nullable(),
  savedBy: z.string().nullable(),
});
export type PageEdit = z.infer<typeof pageEditSchema>;

/** A save, publish or restore either lands, or is refused because someone else saved first: their page comes back to show. */
export const pageSaveResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), page: pageEditSchema }),
  z.object({ status: z.literal('conflict'), page: pageEditSchema }),
]);
export type PageSaveResult = z.infer<typeof pageSaveResultSchema>;

export const pageSlugInput = z.object({ slug: pageSlugSchema });
const revision = z.number({ error: 'The page revision is missing' }).int().min(0);

export const saveDraftInput = z.object({ slug: pageSlugSchema, revision, document: pageDocumentSchema });
export type SaveDraftInput = z.infer<typeof saveDraftInput>;
export const publishPageInput = z.object({ slug: pageSlugSchema, revision });
export const restoreVersionInput = z.object({ slug: pageSlugSchema, revision, number: z.number().int().min(1) });
export const createPageInput = z.object({ slug: pageSlugSchema, title: pageTitleSchema, description: pageDescriptionSchema });
export type CreatePageInput = z.infer<typeof createPageInput>;

export const pageVersionSchema = z.object({
  number: z.number().int(),
  publishedAt: z.date(),
  publishedBy: z.string(),
  blockCount: z.number().int(),
});
export type PageVersion = z.infer<typeof pageVersionSchema>;

/** content.page: what a visitor sees, or with `draft` a signed-in admin's preview. */
export const publicPageInput = z.object({ slug: pageSlugSchema, draft: z.boolean().optional() });
export const publicPageSchema = z.object({
  slug: z.string(),
  document: pageDocumentSchema,
  /** This is the unpublished draft (only ever for a signed-in admin). */
  isDraft: z.boolean(),
  /** Each rich text of the blocks as the server renders it (escaped, safe links only), by `richTextKey`. */
  html: z.record(z.string(), z.string()),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

/** Where a block's rendered rich text is found in `PublicPage.html`. */
export function richTextKey(blockId: string, field: string): string {
  return `${blockId}:${field}`;
}

import { z } from 'zod';
import {
  createPageInput,
  pageEditSchema,
  pageSaveResultSchema,
  pageSlugInput,
  pageSummarySchema,
  pageVersionSchema,
  publishPageInput,
  restoreVersionInput,
  saveDraftInput,
} from '../../../shared/pages/pages.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { createPage, deletePage, getPageEdit, listPages, listVersions, publishPage, restoreVersion, saveDraft } from './pages.service';

/**
 * admin.pages: the Page Builder (decision 043). Staff edit drafts and restore versions as drafts ('content');
 * publishing and deleting a page are the owner's ('content.publish', 'content.delete'). A publish commits, then
 * drops every process's kept pages and heads (adminProcedure's unit of work), so the next visitor sees it.
 */
export const pagesAdminRouter = router({
  list: adminProcedure.output(z.array(pageSummarySchema)).query(({ ctx }) => listPages(ctx.em)),
  get: adminProcedure.input(pageSlugInput).output(pageEditSchema).query(({ ctx, input }) => getPageEdit(ctx.em, input.slug)),
  saveDraft: adminProcedure.input(saveDraftInput).output(pageSaveResultSchema).mutation(({ ctx, input }) => saveDraft(ctx.em, ctx.user, input)),
  publish: adminProcedure.input(publishPageInput).output(pageSaveResultSchema).mutation(({ ctx, input }) => publishPage(ctx.em, ctx.user, input)),
  versions: adminProcedure.input(pageSlugInput).output(z.array(pageVersionSchema)).query(({ ctx, input }) => listVersions(ctx.em, input.slug)),
  restore: adminProcedure.input(restoreVersionInput).output(pageSaveResultSchema).mutation(({ ctx, input }) => restoreVersion(ctx.em, ctx.user, input)),
  create: adminProcedure.input(createPageInput).output(pageEditSchema).mutation(({ ctx, input }) => createPage(ctx.em, ctx.user, input)),
  remove: adminProcedure.input(pageSlugInput).mutation(({ ctx, input }) => deletePage(ctx.em, input.slug)),
});

import { z } from 'zod';
import { footerTextSchema, notFoundTextSchema, policyEditSchema, seoTextInputSchema, seoTextsSchema } from '../../../shared/content/site-texts.schemas';
import { pageTextInputSchema, pageTextsSchema } from '../../../shared/content/page-texts.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { getNotFoundText, getPageTexts, getSiteTexts, savePageText, listPolicyEdits, saveFooterText, saveNotFoundText, savePolicy, saveSeoText } from './site-texts.service';

/**
 * admin.texts: Content Management, the site's texts (the policies, each public page's SEO title and
 * description, the footer's text, the not-found page's words, the other pages' fixed words). Staff may edit them ('content'). A save commits, then drops every
 * process's kept pages (adminProcedure's unit of work), so the next request shows it.
 */
export const siteTextsAdminRouter = router({
  policies: adminProcedure.output(z.array(policyEditSchema)).query(({ ctx }) => listPolicyEdits(ctx.em)),
  savePolicy: adminProcedure.input(policyEditSchema).output(policyEditSchema).mutation(({ ctx, input }) => savePolicy(ctx.em, input)),
  seo: adminProcedure.output(seoTextsSchema).query(async ({ ctx }) => (await getSiteTexts(ctx.em)).seo),
  saveSeo: adminProcedure.input(seoTextInputSchema).output(seoTextsSchema).mutation(({ ctx, input }) => saveSeoText(ctx.em, input)),
  footer: adminProcedure.output(footerTextSchema).query(async ({ ctx }) => ({ footer_blurb: (await getSiteTexts(ctx.em)).footer_blurb })),
  saveFooter: adminProcedure.input(footerTextSchema).output(footerTextSchema).mutation(({ ctx, input }) => saveFooterText(ctx.em, input)),
  notFound: adminProcedure.output(notFoundTextSchema).query(({ ctx }) => getNotFoundText(ctx.em)),
  saveNotFound: adminProcedure.input(notFoundTextSchema).output(notFoundTextSchema).mutation(({ ctx, input }) => saveNotFoundText(ctx.em, input)),
  pages: adminProcedure.output(pageTextsSchema).query(({ ctx }) => getPageTexts(ctx.em)),
  savePage: adminProcedure.input(pageTextInputSchema).output(pageTextsSchema).mutation(({ ctx, input }) => savePageText(ctx.em, input)),
});

import { z } from 'zod';
import {
  emailTemplateInputSchema,
  emailTemplateKindSchema,
  emailTemplatePreviewInputSchema,
  emailTemplatePreviewSchema,
  emailTemplateSchema,
  previewBookingSchema,
} from '../../../shared/email/email-template.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { bookingTemplateValuesById } from '../booking/booking-notifications';
import { listEmailTemplates, previewBookings, previewEmailTemplate, restoreEmailTemplate, saveEmailTemplate, sendTestEmail } from './email-template.service';

/** admin.emailTemplates: Emails → Templates (decision 049). Staff view, preview and test; the owner saves and restores. */
export const emailTemplateAdminRouter = router({
  list: adminProcedure.output(z.array(emailTemplateSchema)).query(({ ctx }) => listEmailTemplates(ctx.em)),
  bookings: adminProcedure.output(z.array(previewBookingSchema)).query(({ ctx }) => previewBookings(ctx.em)),
  save: adminProcedure
    .input(emailTemplateInputSchema)
    .output(emailTemplateSchema)
    .mutation(({ ctx, input }) => saveEmailTemplate(ctx.em, input)),
  restore: adminProcedure
    .input(z.object({ kind: emailTemplateKindSchema }))
    .output(emailTemplateSchema)
    .mutation(({ ctx, input }) => restoreEmailTemplate(ctx.em, input.kind)),
  preview: adminProcedure
    .input(emailTemplatePreviewInputSchema)
    .output(emailTemplatePreviewSchema)
    .query(({ ctx, input }) => previewEmailTemplate(ctx.em, ctx.config, input, bookingTemplateValuesById)),
  sendTest: adminProcedure
    .input(emailTemplateInputSchema.and(emailTemplatePreviewInputSchema.pick({ bookingId: true })))
    .output(z.object({ to: z.string() }))
    .mutation(({ ctx, input }) => sendTestEmail(ctx.em, ctx.config, ctx.user, input, bookingTemplateValuesById)),
});

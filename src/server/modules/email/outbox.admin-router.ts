import {
  outboxDetailSchema,
  outboxIdInputSchema,
  outboxKindsSchema,
  outboxListInputSchema,
  outboxListSchema,
  outboxResendInputSchema,
} from '../../../shared/email/outbox.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { listOutboxPage, outboxDetail, outboxKinds, resendOutboxEmail, retryOutboxEmail } from './outbox-admin.service';

/** Emails → Sent (issue 22, decision 052): staff and the owner read, retry and resend the site's e-mail. */
export const outboxAdminRouter = router({
  /** A page of e-mails, newest first, by status (waiting, failing, sent), part of the address, kind and Honolulu dates. */
  list: adminProcedure
    .input(outboxListInputSchema)
    .output(outboxListSchema)
    .query(({ ctx, input }) => {
      const { page, ...filter } = input;
      return listOutboxPage(ctx.em, filter, page);
    }),
  kinds: adminProcedure.output(outboxKindsSchema).query(({ ctx }) => outboxKinds(ctx.em)),
  /** Both parts as sent, attachments with their content, every delivery try and the copies resent from it. */
  get: adminProcedure
    .input(outboxIdInputSchema)
    .output(outboxDetailSchema)
    .query(({ ctx, input }) => outboxDetail(ctx.em, input.id)),
  /** A waiting or failing e-mail is tried at once (every server's worker is woken); a sent one is refused. */
  retryNow: adminProcedure
    .input(outboxIdInputSchema)
    .output(outboxDetailSchema)
    .mutation(({ ctx, input }) => retryOutboxEmail(ctx.em, input.id)),
  /** A new copy to the same or a corrected address, naming the original, which is not changed. */
  resend: adminProcedure
    .input(outboxResendInputSchema)
    .output(outboxDetailSchema)
    .mutation(({ ctx, input }) => resendOutboxEmail(ctx.em, input)),
});

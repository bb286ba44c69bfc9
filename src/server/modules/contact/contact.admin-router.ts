import { z } from 'zod';
import {
  contactMessageIdInputSchema,
  contactMessageListInputSchema,
  contactMessageListSchema,
  contactMessageSchema,
  contactReplyInputSchema,
  outboxEmailSchema,
  outboxMessageInputSchema,
  outboxMessageSchema,
} from '../../../shared/contact/contact.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { getOutboxMessage, listOutbox } from '../email/outbox.service';
import { listContactMessages, markContactMessageAnswered, reopenContactMessage } from './contact.service';
import { replyToContactMessage } from './contact-reply.service';

export const contactAdminRouter = router({
  /** Guests' messages, unanswered first then newest, a page at a time (?status=unanswered|answered|all&page&pageSize). */
  messages: adminProcedure
    .input(contactMessageListInputSchema)
    .output(contactMessageListSchema)
    .query(({ ctx, input }) => listContactMessages(ctx.em, input)),
  /** Idempotent: a message already answered keeps who answered it and when. */
  markAnswered: adminProcedure
    .input(contactMessageIdInputSchema)
    .output(contactMessageSchema)
    .mutation(({ ctx, input }) => markContactMessageAnswered(ctx.em, input.id, ctx.user)),
  reopen: adminProcedure
    .input(contactMessageIdInputSchema)
    .output(contactMessageSchema)
    .mutation(({ ctx, input }) => reopenContactMessage(ctx.em, input.id)),
  /** Answers the guest by e-mail (through the outbox), keeps the reply under the message and marks it answered. */
  reply: adminProcedure
    .input(contactReplyInputSchema)
    .output(contactMessageSchema)
    .mutation(({ ctx, input }) => replyToContactMessage(ctx.em, input, ctx.user)),
  /** Every e-mail and whether it went out: with no SMTP configured, mail waits here for the owner to see. */
  outbox: adminProcedure.output(z.array(outboxEmailSchema)).query(({ ctx }) => listOutbox(ctx.em)),
  /** One e-mail opened: recipients, its text as sent, attachments' names, attempts and the last error. */
  outboxMessage: adminProcedure
    .input(outboxMessageInputSchema)
    .output(outboxMessageSchema)
    .query(({ ctx, input }) => getOutboxMessage(ctx.em, input.id)),
});

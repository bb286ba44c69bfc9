import { z } from 'zod';
import { contactMessageSchema, outboxEmailSchema } from '../../../shared/contact/contact.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { listOutbox } from '../email/outbox.service';
import { listContactMessages } from './contact.service';

export const contactAdminRouter = router({
  messages: adminProcedure.output(z.array(contactMessageSchema)).query(({ ctx }) => listContactMessages(ctx.em)),
  /** Every e-mail and whether it went out: with no SMTP configured, mail waits here for the owner to see. */
  outbox: adminProcedure.output(z.array(outboxEmailSchema)).query(({ ctx }) => listOutbox(ctx.em)),
});

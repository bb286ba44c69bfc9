import { z } from 'zod';
import { contactFormTokenSchema, contactInputSchema } from '../../../shared/contact/contact.schemas';
import type { ServerConfig } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/init';
import { issueContactFormToken } from './contact-form-token';
import { receiveContactMessage } from './contact.service';

// The server's derived secret; the token's own signing purpose keeps it apart from booking links.
const formSecret = (config: ServerConfig) => config.signingSecret;

export const contactRouter = router({
  /** Fetched when the form is shown (never baked into the cached page): the form's signed start time. */
  formToken: publicProcedure.output(contactFormTokenSchema).query(({ ctx }) => ({ token: issueContactFormToken(formSecret(ctx.config)) })),
  send: publicProcedure
    .input(contactInputSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => receiveContactMessage(ctx.em, input, { formSecret: formSecret(ctx.config), hostEmail: ctx.config.hostEmail })),
});

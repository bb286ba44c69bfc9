import { z } from 'zod';
import { contactInputSchema } from '../../../shared/contact/contact.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { receiveContactMessage } from './contact.service';

export const contactRouter = router({
  send: publicProcedure
    .input(contactInputSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => receiveContactMessage(ctx.em, input, ctx.config.hostEmail)),
});

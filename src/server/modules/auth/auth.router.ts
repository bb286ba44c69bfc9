import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  loginInputSchema,
  registerInputSchema,
  registrationStatusSchema,
  userSchema,
} from '../../../shared/auth/auth.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { authenticate, isInvitationRequired, registerAccount } from './auth.service';
import { endSession, startSession, toPublicUser } from './session.service';

export const authRouter = router({
  /** The signed-in user; UNAUTHORIZED (401 on REST) when there is none, as the spec's client expects. */
  me: publicProcedure.output(userSchema).query(({ ctx }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
    return ctx.user;
  }),
  registrationStatus: publicProcedure
    .output(registrationStatusSchema)
    .query(async ({ ctx }) => ({ invitationRequired: await isInvitationRequired(ctx.em) })),
  login: publicProcedure
    .input(loginInputSchema)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await authenticate(ctx.em, input.email, input.password);
      // A new id at every sign-in: a session id planted before sign-in is never promoted.
      await endSession(ctx.em, ctx.session.sessionId);
      await ctx.session.save(await startSession(ctx.em, user));
      return toPublicUser(user);
    }),
  register: publicProcedure
    .input(registerInputSchema)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await registerAccount(ctx.em, input);
      await endSession(ctx.em, ctx.session.sessionId);
      await ctx.session.save(await startSession(ctx.em, user));
      return toPublicUser(user);
    }),
  logout: publicProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await endSession(ctx.em, ctx.session.sessionId);
    await ctx.session.destroy();
    return { ok: true as const };
  }),
});

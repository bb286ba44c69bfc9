import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  loginInputSchema,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordResetRequestedSchema,
  registerInputSchema,
  registrationStatusSchema,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  userSchema,
  type User,
} from '../../../shared/auth/auth.schemas';
import type { Context } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/init';
import type { UserRow } from './auth.entity';
import { authenticate, isInvitationRequired, registerAccount } from './auth.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { endSession, startSession, toPublicUser } from './session.service';

// Links in e-mails from a caller without a configured address (tests, scripts).
const LOCAL_URL = 'http://localhost:5000';

/** A new session id at every sign-in: a session id planted before sign-in is never promoted. */
async function signIn(ctx: Context, user: UserRow): Promise<User> {
  await endSession(ctx.em, ctx.session.sessionId);
  await ctx.session.save(await startSession(ctx.em, user));
  return toPublicUser(user);
}

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
      return signIn(ctx, await authenticate(ctx.em, { ...input, clientKey: ctx.clientKey }));
    }),
  register: publicProcedure
    .input(registerInputSchema)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      return signIn(ctx, await registerAccount(ctx.em, input, ctx.clientKey));
    }),
  /** Always the same sentence, whether or not the account exists. */
  requestPasswordReset: publicProcedure
    .input(requestPasswordResetInputSchema)
    .output(passwordResetRequestedSchema)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.em, input.email, { publicUrl: ctx.config.publicUrl ?? LOCAL_URL });
      return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
    }),
  /** Spends a reset link and signs in, answering like login. */
  resetPassword: publicProcedure
    .input(resetPasswordInputSchema)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      return signIn(ctx, await resetPassword(ctx.em, { ...input, clientKey: ctx.clientKey }));
    }),
  logout: publicProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await endSession(ctx.em, ctx.session.sessionId);
    await ctx.session.destroy();
    return { ok: true as const };
  }),
});

import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { confirmEmailChangeInputSchema } from '../../../shared/auth/account.schemas';
import {
  loginInputSchema,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordResetRequestedSchema,
  registerInputSchema,
  registrationStatusSchema,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  userSchema,
} from '../../../shared/auth/auth.schemas';
import {
  passkeySignInInputSchema,
  secondStepSchema,
  signInCodeInputSchema,
  signInOptionsSchema,
} from '../../../shared/auth/sign-in-factors.schemas';
import { okSchema } from '../../../shared/lib/ok.schema';
import { publicProcedure, router } from '../../trpc/init';
import { recordAudit } from '../audit/audit.service';
import { confirmEmailChange } from './account.service';
import { authenticate, isInvitationRequired, registerAccount } from './auth.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { passkeySignInOptions, verifyPasskeySignIn } from './passkey.service';
import { finishSecondStep, startSecondStep } from './second-step.service';
import { clientOf, signIn, signOut } from './session.service';
import { hasTotp } from './totp.service';

export const authRouter = router({
  /** The signed-in user; UNAUTHORIZED (401 on REST) when there is none, as the spec's client expects. */
  me: publicProcedure.output(userSchema).query(({ ctx }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
    return ctx.user;
  }),
  /**
   * The signed-in user or null: what the app asks on every page. "Nobody signed in" is an answer, not
   * an error, so a guest's browser logs no failed request (REST's /api/user keeps the spec's 401).
   */
  current: publicProcedure.output(userSchema.nullable()).query(({ ctx }) => ctx.user ?? null),
  registrationStatus: publicProcedure
    .output(registrationStatusSchema)
    .query(async ({ ctx }) => ({ invitationRequired: await isInvitationRequired(ctx.em) })),
  /** The user, or `{ secondStep: 'code' }` when the account has two-factor: then no session yet, verifySignInCode is next. */
  login: publicProcedure
    .input(loginInputSchema)
    .output(z.union([userSchema, secondStepSchema]))
    .mutation(async ({ ctx, input }) => {
      const user = await authenticate(ctx.em, { ...input, clientKey: ctx.clientKey });
      if (await hasTotp(ctx.em, user.id)) return startSecondStep(ctx.em, ctx.cookies, user);
      return signIn(ctx.em, ctx.session, user, clientOf(ctx));
    }),
  /** The code after the password (6 digits from the app, or a recovery code): the session starts only here. */
  verifySignInCode: publicProcedure
    .input(signInCodeInputSchema)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await finishSecondStep(ctx.em, { cookies: ctx.cookies, clientKey: ctx.clientKey, code: input.code, key: ctx.config.signingSecret });
      return signIn(ctx.em, ctx.session, user, clientOf(ctx));
    }),
  /** A fresh single-use challenge for navigator.credentials.get (the passkey button and the autofill). */
  passkeySignInOptions: publicProcedure
    .output(signInOptionsSchema)
    .mutation(({ ctx }) => passkeySignInOptions(ctx.em, ctx.config.publicUrl)),
  passkeySignIn: publicProcedure
    .input(passkeySignInInputSchema)
    .output(userSchema)
    .mutation(async ({ ctx, input }) =>
      signIn(ctx.em, ctx.session, await verifyPasskeySignIn(ctx.em, input.response, ctx.config.publicUrl), clientOf(ctx)),
    ),
  register: publicProcedure
    .input(registerInputSchema)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => signIn(ctx.em, ctx.session, await registerAccount(ctx.em, input, ctx.clientKey), clientOf(ctx))),
  /** Always the same sentence, whether or not the account exists. */
  requestPasswordReset: publicProcedure
    .input(requestPasswordResetInputSchema)
    .output(passwordResetRequestedSchema)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.em, input.email, { publicUrl: ctx.config.publicUrl });
      return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
    }),
  /** Spends a reset link and signs in, answering like login. */
  resetPassword: publicProcedure
    .input(resetPasswordInputSchema)
    .output(userSchema)
    .mutation(async ({ ctx, input }) => signIn(ctx.em, ctx.session, await resetPassword(ctx.em, { ...input, clientKey: ctx.clientKey }), clientOf(ctx))),
  /** Spends the link e-mailed to a new address (token-authenticated, so no session needed): the account's e-mail becomes it. */
  confirmEmailChange: publicProcedure
    .input(confirmEmailChangeInputSchema)
    .output(z.object({ email: z.string() }))
    .mutation(({ ctx, input }) => confirmEmailChange(ctx.em, input.token)),
  logout: publicProcedure.output(okSchema).mutation(async ({ ctx }) => {
    if (ctx.user) await recordAudit(ctx.em, { action: 'sign_out', entity: 'app_user', entityId: ctx.user.id });
    return signOut(ctx.em, ctx.session);
  }),
});

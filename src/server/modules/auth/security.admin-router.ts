import {
  accountSecuritySchema,
  addPasskeyInputSchema,
  passkeyIdInputSchema,
  passkeySchema,
  recoveryCodesSchema,
  registrationOptionsSchema,
  renamePasskeyInputSchema,
  securityRequirementSchema,
  signInCodeInputSchema,
  totpCodeInputSchema,
  totpSetupSchema,
} from '../../../shared/auth/sign-in-factors.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, memberProcedure, router } from '../../trpc/init';
import { addPasskey, listPasskeys, passkeyRegistrationOptions, removePasskey, renamePasskey } from './passkey.service';
import { isFactorRequired, setFactorRequired } from './sign-in-methods.service';
import { confirmTotp, disableTotp, hasTotp, recoveryCodesLeft, startTotp } from './totp.service';

/**
 * A member's own passkeys and two-factor codes (Account → Security). Built on memberProcedure, not
 * adminProcedure: they are how a member meets the owner's requirement, so they work before it is met.
 * Secrets (the seed, recovery codes) are answered once, by the call that makes them, and never again.
 */
export const securityAdminRouter = router({
  overview: memberProcedure.output(accountSecuritySchema).query(async ({ ctx }) => ({
    passkeys: await listPasskeys(ctx.em, ctx.user.id),
    twoFactor: await hasTotp(ctx.em, ctx.user.id),
    recoveryCodesLeft: await recoveryCodesLeft(ctx.em, ctx.user.id),
    requiredForEveryone: await isFactorRequired(ctx.em),
  })),
  passkeyOptions: memberProcedure
    .output(registrationOptionsSchema)
    .mutation(({ ctx }) => passkeyRegistrationOptions(ctx.em, ctx.user, ctx.config.publicUrl)),
  addPasskey: memberProcedure
    .input(addPasskeyInputSchema)
    .output(passkeySchema)
    .mutation(({ ctx, input }) =>
      addPasskey(ctx.em, ctx.user, input, ctx.config.publicUrl),
    ),
  renamePasskey: memberProcedure
    .input(renamePasskeyInputSchema)
    .output(passkeySchema)
    .mutation(({ ctx, input }) => renamePasskey(ctx.em, ctx.user.id, input)),
  removePasskey: memberProcedure
    .input(passkeyIdInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await removePasskey(ctx.em, ctx.user.id, input.id);
      return OK;
    }),
  startTwoFactor: memberProcedure.output(totpSetupSchema).mutation(({ ctx }) => startTotp(ctx.em, ctx.user, ctx.config.signingSecret)),
  confirmTwoFactor: memberProcedure
    .input(totpCodeInputSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => confirmTotp(ctx.em, ctx.user, input.code, ctx.config.signingSecret)),
  disableTwoFactor: memberProcedure
    .input(signInCodeInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await disableTotp(ctx.em, ctx.user, input.code, ctx.config.signingSecret);
      return OK;
    }),
  /** Owner only (the permission table: 'team'): every member must have a passkey or two-factor. */
  setRequirement: adminProcedure
    .input(securityRequirementSchema)
    .output(securityRequirementSchema)
    .mutation(({ ctx, input }) => setFactorRequired(ctx.em, ctx.user.id, input.requiredForEveryone)),
});

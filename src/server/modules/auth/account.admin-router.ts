import { z } from 'zod';
import {
  accountSessionSchema,
  changePasswordInputSchema,
  emailChangeRequestedSchema,
  endedSessionsSchema,
  requestEmailChangeInputSchema,
  sessionIdInputSchema,
  updateNameInputSchema,
} from '../../../shared/auth/account.schemas';
import { userSchema } from '../../../shared/auth/auth.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { changePassword, endOtherSessions, endOwnSession, listSessions, renameAccount, requestEmailChange } from './account.service';

/** 'Your account' (admin.account.*): any member, always about the caller's own account and sessions. */
export const accountAdminRouter = router({
  updateName: adminProcedure
    .input(updateNameInputSchema)
    .output(userSchema)
    .mutation(({ ctx, input }) => renameAccount(ctx.em, ctx.user, input.name)),
  requestEmailChange: adminProcedure
    .input(requestEmailChangeInputSchema)
    .output(emailChangeRequestedSchema)
    .mutation(async ({ ctx, input }) => {
      await requestEmailChange(ctx.em, ctx.user, input, { publicUrl: ctx.config.publicUrl, clientKey: ctx.clientKey });
      return { message: `We sent a link to ${input.email}. Your address changes when you open it.` };
    }),
  changePassword: adminProcedure
    .input(changePasswordInputSchema)
    .output(endedSessionsSchema)
    .mutation(({ ctx, input }) => changePassword(ctx.em, ctx.user, input, { clientKey: ctx.clientKey, sessionId: ctx.session.sessionId })),
  sessions: adminProcedure.output(z.array(accountSessionSchema)).query(({ ctx }) => listSessions(ctx.em, ctx.user, ctx.session.sessionId)),
  endSession: adminProcedure
    .input(sessionIdInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await endOwnSession(ctx.em, ctx.user, input.id);
      return OK;
    }),
  endOtherSessions: adminProcedure.output(endedSessionsSchema).mutation(({ ctx }) => endOtherSessions(ctx.em, ctx.user, ctx.session.sessionId)),
});

import { z } from 'zod';
import {
  createdInvitationSchema,
  createInvitationInputSchema,
  invitationSchema,
  userSchema,
} from '../../../shared/auth/auth.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { listUsers } from './auth.service';
import { createInvitation, listInvitations, revokeInvitation } from './invitation.service';

export const authAdminRouter = router({
  users: adminProcedure.output(z.array(userSchema)).query(({ ctx }) => listUsers(ctx.em)),
  invitations: adminProcedure.output(z.array(invitationSchema)).query(({ ctx }) => listInvitations(ctx.em)),
  createInvitation: adminProcedure
    .input(createInvitationInputSchema)
    .output(createdInvitationSchema)
    .mutation(({ ctx, input }) => createInvitation(ctx.em, ctx.user, input)),
  revokeInvitation: adminProcedure
    .input(z.object({ id: z.uuid('Unknown invitation') }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await revokeInvitation(ctx.em, input.id);
      return OK;
    }),
});

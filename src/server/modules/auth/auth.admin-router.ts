import { z } from 'zod';
import {
  createdInvitationSchema,
  createInvitationInputSchema,
  invitationSchema,
  userSchema,
} from '../../../shared/auth/auth.schemas';
import { memberIdInputSchema, setRoleInputSchema, teamMemberSchema } from '../../../shared/auth/team.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { listUsers } from './auth.service';
import { createInvitation, listInvitations, revokeInvitation } from './invitation.service';
import { deactivateMember, handOverOwnership, listMembers, reactivateMember, setMemberRole } from './team.service';

export const authAdminRouter = router({
  users: adminProcedure.output(z.array(userSchema)).query(({ ctx }) => listUsers(ctx.em)),
  /** Settings → Team's list: role, last sign-in, deactivated or not. */
  members: adminProcedure.output(z.array(teamMemberSchema)).query(({ ctx }) => listMembers(ctx.em)),
  setRole: adminProcedure
    .input(setRoleInputSchema)
    .output(teamMemberSchema)
    .mutation(({ ctx, input }) => setMemberRole(ctx.em, input)),
  deactivate: adminProcedure
    .input(memberIdInputSchema)
    .output(teamMemberSchema)
    .mutation(({ ctx, input }) => deactivateMember(ctx.em, ctx.user, input.userId)),
  reactivate: adminProcedure
    .input(memberIdInputSchema)
    .output(teamMemberSchema)
    .mutation(({ ctx, input }) => reactivateMember(ctx.em, input.userId)),
  handOverOwnership: adminProcedure
    .input(memberIdInputSchema)
    .output(z.array(teamMemberSchema))
    .mutation(({ ctx, input }) => handOverOwnership(ctx.em, ctx.user, input.userId)),
  invitations: adminProcedure.output(z.array(invitationSchema)).query(({ ctx }) => listInvitations(ctx.em)),
  createInvitation: adminProcedure
    .input(createInvitationInputSchema)
    .output(createdInvitationSchema)
    .mutation(({ ctx, input }) => createInvitation(ctx.em, ctx.user, input, { publicUrl: ctx.config.publicUrl })),
  revokeInvitation: adminProcedure
    .input(z.object({ id: z.uuid('Unknown invitation') }))
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await revokeInvitation(ctx.em, input.id);
      return OK;
    }),
});

import { trpc } from '../../lib/trpc';

export function useInvitations() {
  return trpc.admin.team.invitations.useQuery();
}

export function useCreateInvitation() {
  const utils = trpc.useUtils();
  return trpc.admin.team.createInvitation.useMutation({ onSuccess: () => utils.admin.team.invitations.invalidate() });
}

export function useRevokeInvitation() {
  const utils = trpc.useUtils();
  return trpc.admin.team.revokeInvitation.useMutation({ onSuccess: () => utils.admin.team.invitations.invalidate() });
}

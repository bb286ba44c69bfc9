import { trpc } from '../../../lib/trpc';

export function useTeamMembers() {
  return trpc.admin.team.members.useQuery();
}

/** Every team change may move roles around (a hand-over changes two rows): the whole list is read again. */
function useTeamChange() {
  const utils = trpc.useUtils();
  return { onSuccess: () => Promise.all([utils.admin.team.members.invalidate(), utils.auth.current.invalidate()]) };
}

export function useSetRole() {
  return trpc.admin.team.setRole.useMutation(useTeamChange());
}

export function useDeactivateMember() {
  return trpc.admin.team.deactivate.useMutation(useTeamChange());
}

export function useReactivateMember() {
  return trpc.admin.team.reactivate.useMutation(useTeamChange());
}

export function useHandOverOwnership() {
  return trpc.admin.team.handOverOwnership.useMutation(useTeamChange());
}

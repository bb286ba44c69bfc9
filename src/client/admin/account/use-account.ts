import { trpc } from '../../lib/trpc';

export function useAccountSessions() {
  return trpc.admin.account.sessions.useQuery();
}

export function useUpdateName() {
  const utils = trpc.useUtils();
  return trpc.admin.account.updateName.useMutation({ onSuccess: (user) => utils.auth.current.setData(undefined, user) });
}

export function useRequestEmailChange() {
  return trpc.admin.account.requestEmailChange.useMutation();
}

function useSessionsChange() {
  const utils = trpc.useUtils();
  return { onSuccess: () => utils.admin.account.sessions.invalidate() };
}

export function useChangePassword() {
  return trpc.admin.account.changePassword.useMutation(useSessionsChange());
}

export function useEndSession() {
  return trpc.admin.account.endSession.useMutation(useSessionsChange());
}

export function useEndOtherSessions() {
  return trpc.admin.account.endOtherSessions.useMutation(useSessionsChange());
}

import { startRegistration } from '@simplewebauthn/browser';
import { trpc } from '../../../lib/trpc';

export function useAccountSecurity() {
  return trpc.admin.security.overview.useQuery();
}

/** After any change here, the overview and who-am-I (its 'set up required' flag) are asked again. */
function useRefresh() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.admin.security.overview.invalidate(), utils.auth.current.invalidate()]);
}

/** A fresh challenge, the browser's dialog to create the passkey, then the server's check and its name. */
export function useAddPasskey() {
  const refresh = useRefresh();
  const options = trpc.admin.security.passkeyOptions.useMutation();
  const add = trpc.admin.security.addPasskey.useMutation({ onSuccess: refresh });
  const addPasskey = async (name: string) => {
    const response = await startRegistration({ optionsJSON: await options.mutateAsync() });
    return add.mutateAsync({ name, response });
  };
  return { addPasskey, isPending: options.isPending || add.isPending };
}

export function useRenamePasskey() {
  const refresh = useRefresh();
  return trpc.admin.security.renamePasskey.useMutation({ onSuccess: refresh });
}

export function useRemovePasskey() {
  const refresh = useRefresh();
  return trpc.admin.security.removePasskey.useMutation({ onSuccess: refresh });
}

export function useStartTwoFactor() {
  return trpc.admin.security.startTwoFactor.useMutation();
}

export function useConfirmTwoFactor() {
  const refresh = useRefresh();
  return trpc.admin.security.confirmTwoFactor.useMutation({ onSuccess: refresh });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return trpc.admin.security.disableTwoFactor.useMutation({ onSuccess: refresh });
}

export function useSetRequirement() {
  const refresh = useRefresh();
  return trpc.admin.security.setRequirement.useMutation({ onSuccess: refresh });
}

import { useLocation } from 'wouter';
import { paths } from '../../../shared/paths';
import { trpc } from '../../lib/trpc';
import { toast } from '../../ui/toast';
import { FOCUS_HEADING_STATE } from '../../lib/arrival-focus';

/** Asks for a reset link; the answer is the same sentence whether or not the account exists. */
export function useRequestPasswordReset() {
  return trpc.auth.requestPasswordReset.useMutation();
}

/** Spends a reset link: like a sign-in, the new session's user goes into the cache and the admin opens. */
export function useResetPassword() {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  return trpc.auth.resetPassword.useMutation({
    onSuccess: (signedIn) => {
      utils.auth.current.setData(undefined, signedIn);
      toast({ title: 'Password changed', description: 'You are signed in with your new password. Other devices were signed out.' });
      navigate(paths.admin.dashboard, { state: FOCUS_HEADING_STATE });
    },
  });
}

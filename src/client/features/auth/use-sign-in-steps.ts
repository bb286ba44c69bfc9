import { browserSupportsWebAuthnAutofill, startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
import { useEffect, useRef } from 'react';
import { trpc } from '../../lib/trpc';
import { useWelcomeBack } from './auth-provider';

/** The code after the password; the session starts when it is right. */
export function useSignInCode() {
  const welcomeBack = useWelcomeBack();
  return trpc.auth.verifySignInCode.useMutation({ onSuccess: welcomeBack });
}

/** 'Sign in with a passkey': a fresh challenge, the browser's passkey dialog, then the server's check. */
export function usePasskeySignIn() {
  const welcomeBack = useWelcomeBack();
  const options = trpc.auth.passkeySignInOptions.useMutation();
  const verify = trpc.auth.passkeySignIn.useMutation({ onSuccess: welcomeBack });
  const signIn = async (useBrowserAutofill = false) => {
    const optionsJSON = await options.mutateAsync();
    const response = await startAuthentication({ optionsJSON, useBrowserAutofill });
    return verify.mutateAsync({ response });
  };
  return { signIn, isPending: options.isPending || verify.isPending };
}

/**
 * Offers the member's passkeys in the e-mail field's autofill where the browser can (conditional UI).
 * The wait is cancelled when the form goes, or when the passkey button starts its own request.
 */
export function usePasskeyAutofill(signIn: (useBrowserAutofill: boolean) => Promise<unknown>) {
  // Once per form: signIn changes identity on every render, the latest is the one to call.
  const latest = useRef(signIn);
  latest.current = signIn;
  useEffect(() => {
    let active = true;
    void browserSupportsWebAuthnAutofill().then((supported) => {
      // A cancelled or dismissed autofill is no error to show: the password form is right there.
      if (supported && active) latest.current(true).catch(() => undefined);
    });
    return () => {
      active = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, []);
}

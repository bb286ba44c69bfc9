import { useEffect, useRef } from 'react';
import { paths } from '../../../shared/paths';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { LinkButton } from '../../ui/button';
import * as styles from './auth-forms.css';

/**
 * Opened from the link e-mailed to a new address (/auth?email-change=<token>): spending the link is what changes the
 * account's address, once, whoever's browser opens it (the link itself is the proof of the new address).
 */
export function ConfirmEmailChange({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const confirm = trpc.auth.confirmEmailChange.useMutation({ onSuccess: () => utils.auth.current.invalidate() });
  const asked = useRef(false);
  useEffect(() => {
    // Once per page: a second call would find the link already spent.
    if (asked.current) return;
    asked.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);
  return (
    <>
      {confirm.isPending && <p role="status">Confirming your new address…</p>}
      {confirm.data && <p role="status">Your e-mail address is now {confirm.data.email}. Use it to sign in from now on.</p>}
      {confirm.error && (
        <p className={styles.formError} role="alert">
          {errorMessage(confirm.error)}
        </p>
      )}
      <LinkButton tone="secondary" href={paths.auth}>
        Go to sign-in
      </LinkButton>
    </>
  );
}

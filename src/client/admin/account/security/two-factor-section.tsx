import { useState } from 'react';
import { Form } from 'react-aria-components';
import { signInCodeInputSchema, totpCodeInputSchema, type TotpSetup } from '../../../../shared/auth/sign-in-factors.schemas';
import { errorMessage } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import * as styles from '../../kit/admin.css';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor } from './use-account-security';

function ConfirmSetup({ setup, onConfirmed }: { setup: TotpSetup; onConfirmed: (codes: string[]) => void }) {
  const confirm = useConfirmTwoFactor();
  const form = useZodForm(totpCodeInputSchema, { code: '' }, async (input) => onConfirmed((await confirm.mutateAsync(input)).recoveryCodes));
  return (
    <div className={styles.section}>
      <p>Scan this QR code with your authenticator app, or type the secret into it. Then enter the code the app shows.</p>
      <img src={setup.qrCodeDataUrl} width={240} height={240} alt="QR code of the two-factor secret, for your authenticator app" />
      <p>
        Secret: <code className={styles.code} data-testid="totp-secret">{setup.secret}</code>
      </p>
      <Form onSubmit={form.onSubmit} className={styles.row} validationBehavior="aria" aria-label="Confirm two-factor">
        <TextField label="Code from your app" autoComplete="one-time-code" inputMode="numeric" autoFocus {...form.field('code')} />
        <Button type="submit" isDisabled={form.pending}>Confirm</Button>
      </Form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div role="status" className={styles.section}>
      <p>
        <strong>Two-factor is on.</strong> Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They are shown only
        now.
      </p>
      <ul aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code className={styles.code}>{code}</code>
          </li>
        ))}
      </ul>
      <Button onPress={onDone}>I have saved my recovery codes</Button>
    </div>
  );
}

function TurnOff() {
  const disable = useDisableTwoFactor();
  const form = useZodForm(signInCodeInputSchema, { code: '' }, async (input) => {
    try {
      await disable.mutateAsync(input);
      toast({ title: 'Two-factor is off' });
    } catch (error) {
      toast({ title: 'Two-factor is still on', description: errorMessage(error), variant: 'destructive' });
      throw error;
    }
  });
  return (
    <Form onSubmit={form.onSubmit} className={styles.row} validationBehavior="aria" aria-label="Turn off two-factor">
      <TextField label="Current code or a recovery code" autoComplete="one-time-code" {...form.field('code')} />
      <Button tone="secondary" type="submit" isDisabled={form.pending}>Turn off two-factor</Button>
    </Form>
  );
}

export function TwoFactorSection({ on, recoveryCodesLeft }: { on: boolean; recoveryCodesLeft: number }) {
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const begin = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => toast({ title: 'Two-factor not started', description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <section aria-labelledby="two-factor-title" className={styles.section}>
      <h2 id="two-factor-title">Two-factor codes</h2>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : on ? (
        <>
          <p>Two-factor is on: signing in with your password also asks for a code from your app. {recoveryCodesLeft} recovery codes left.</p>
          <TurnOff />
        </>
      ) : setup ? (
        <ConfirmSetup
          setup={setup}
          onConfirmed={(recovery) => {
            setSetup(null);
            setCodes(recovery);
          }}
        />
      ) : (
        <>
          <p className={styles.hint}>Without a passkey, a code from an authenticator app after your password keeps a stolen password from being enough.</p>
          <Button onPress={begin} isDisabled={start.isPending}>Turn on two-factor</Button>
        </>
      )}
    </section>
  );
}

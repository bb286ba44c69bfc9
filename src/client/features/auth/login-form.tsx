import { useState } from 'react';
import { Form } from 'react-aria-components';
import { loginInputSchema } from '../../../shared/auth/auth.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { useAuth } from './auth-provider';
import * as styles from './auth-forms.css';
import { useZodForm } from '../../lib/use-zod-form';
import { SignInCodeForm } from './sign-in-code-form';
import { usePasskeyAutofill, usePasskeySignIn } from './use-sign-in-steps';

export function LoginForm() {
  const { login } = useAuth();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const form = useZodForm(loginInputSchema, { email: '', password: '' }, async (input) => {
    if ('secondStep' in (await login(input))) setStep('code');
  });
  if (step === 'code') return <SignInCodeForm onStartOver={() => setStep('password')} />;
  return <PasswordForm form={form} />;
}

function PasswordForm({ form }: { form: ReturnType<typeof useZodForm<typeof loginInputSchema, { email: string; password: string }>> }) {
  const passkey = usePasskeySignIn();
  usePasskeyAutofill(passkey.signIn);
  const withPasskey = () =>
    void passkey.signIn().catch((error: unknown) => toast({ title: 'Passkey sign-in failed', description: errorMessage(error), variant: 'destructive' }));
  return (
    <>
      <Form className={styles.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Sign in">
        {/* 'webauthn' lets the browser offer passkeys in this field's autofill. */}
        <TextField label="Email" type="email" autoComplete="username webauthn" {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" isDisabled={form.pending} size="lg">
          {form.pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
      <Button tone="secondary" size="lg" isDisabled={passkey.isPending} onPress={withPasskey}>
        Sign in with a passkey
      </Button>
    </>
  );
}

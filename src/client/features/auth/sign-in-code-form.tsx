import { Form } from 'react-aria-components';
import { signInCodeInputSchema } from '../../../shared/auth/sign-in-factors.schemas';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import * as styles from './auth-forms.css';
import { useSignInCode } from './use-sign-in-steps';

/** The second step of a sign-in with two-factor: the app's 6-digit code or a recovery code. */
export function SignInCodeForm({ onStartOver }: { onStartOver: () => void }) {
  const verify = useSignInCode();
  const form = useZodForm(signInCodeInputSchema, { code: '' }, (input) => verify.mutateAsync(input));
  return (
    <Form className={styles.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Two-factor code">
      <TextField
        label="Code"
        description="The 6-digit code from your authenticator app, or one of your recovery codes."
        autoComplete="one-time-code"
        autoFocus
        {...form.field('code')}
        errorMessage={form.errors.code ?? (verify.error ? verify.error.message : undefined)}
      />
      <Button type="submit" isDisabled={form.pending} size="lg">
        {form.pending ? 'Checking…' : 'Verify'}
      </Button>
      <Button tone="ghost" onPress={onStartOver}>
        Start over
      </Button>
    </Form>
  );
}

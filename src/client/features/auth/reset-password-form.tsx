import { useState } from 'react';
import { Form } from 'react-aria-components';
import { PASSWORD_MIN_LENGTH, resetPasswordFormSchema } from '../../../shared/auth/auth.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import * as styles from './auth-forms.css';
import { useResetPassword } from './use-password-reset';
import { useZodForm } from '../../lib/use-zod-form';

/** "Choose a new password", opened from the link in the reset e-mail (/auth?reset=<token>). */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(resetPasswordFormSchema, { token, password: '', confirmPassword: '' }, async (input) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token: input.token, password: input.password });
    } catch (error) {
      setFailure(errorMessage(error));
      throw error;
    }
  });
  return (
    <Form className={styles.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Choose a new password">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...form.field('password')}
      />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      {(failure ?? form.errors.token) && (
        <p className={styles.formError} role="alert">
          {failure ?? form.errors.token}
        </p>
      )}
      <Button type="submit" size="lg" isDisabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save and sign in'}
      </Button>
    </Form>
  );
}

import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { requestPasswordResetInputSchema } from '../../../shared/auth/auth.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import * as styles from './auth-forms.css';
import { useRequestPasswordReset } from './use-password-reset';
import { useZodForm } from '../../lib/use-zod-form';

/** The way back in for someone who forgot the password, or whom strangers' failed guesses keep out. */
function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(requestPasswordResetInputSchema, { email: '' }, async (input) => {
    setFailure(null);
    try {
      setAnswer((await request.mutateAsync(input)).message);
    } catch (error) {
      setFailure(errorMessage(error));
      throw error;
    }
  });

  if (answer) {
    return (
      <p className={styles.note} role="status">
        {answer}
      </p>
    );
  }
  return (
    <Form className={styles.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Reset your password">
      <p className={styles.note}>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <TextField label="Email" type="email" autoComplete="username" {...form.field('email')} />
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" tone="secondary" isDisabled={form.pending}>
        {form.pending ? 'Sending…' : 'Send reset link'}
      </Button>
    </Form>
  );
}

/** "Forgot your password?" under the sign-in form: a button that opens the small form in place. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.forgot}>
      <Button tone="ghost" aria-expanded={open} aria-controls={id} onPress={() => setOpen((current) => !current)}>
        Forgot your password?
      </Button>
      <div id={id} hidden={!open}>
        {open && <ForgotPasswordForm />}
      </div>
    </div>
  );
}

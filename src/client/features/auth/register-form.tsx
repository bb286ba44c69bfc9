import { Form } from 'react-aria-components';
import { PASSWORD_MIN_LENGTH, registerInputSchema } from '../../../shared/auth/auth.schemas';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useAuth } from './auth-provider';
import * as styles from './auth-forms.css';
import { useZodForm } from '../../lib/use-zod-form';

/** `invitationCode`: from the invitation e-mail's link (/auth?invitation=<code>), filled in for the invitee. */
export function RegisterForm({ invitationCode = '' }: { invitationCode?: string }) {
  const { register } = useAuth();
  const status = trpc.auth.registrationStatus.useQuery();
  const invitationRequired = status.data?.invitationRequired ?? true;
  const form = useZodForm(registerInputSchema, { name: '', email: '', password: '', invitationCode }, register);
  return (
    <Form className={styles.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Create account">
      <p className={styles.note}>
        {invitationRequired
          ? 'Accounts are for the owner and staff. Enter the invitation code the owner sent you.'
          : 'No account exists yet: the first account becomes the owner of this site.'}
      </p>
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...form.field('password')}
      />
      {invitationRequired && <TextField label="Invitation code" autoComplete="off" {...form.field('invitationCode')} />}
      <Button type="submit" isDisabled={form.pending} size="lg">
        {form.pending ? 'Creating account…' : 'Create account'}
      </Button>
    </Form>
  );
}

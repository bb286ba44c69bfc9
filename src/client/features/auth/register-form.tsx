import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { PASSWORD_MIN_LENGTH, registerInputSchema } from '../../../shared/auth/auth.schemas';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useAuth } from './auth-provider';
import * as styles from './auth-forms.css';
import { useZodForm } from './use-zod-form';

export function RegisterForm() {
  const { register } = useAuth();
  const status = trpc.auth.registrationStatus.useQuery();
  const invitationRequired = status.data?.invitationRequired ?? true;
  const { errors, validate, showServerErrors, clearError } = useZodForm(registerInputSchema);
  const [values, setValues] = useState({ name: '', email: '', password: '', invitationCode: '' });
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(values);
    if (!input) return;
    setPending(true);
    try {
      await register(input);
    } catch (error) {
      showServerErrors(error);
    } finally {
      setPending(false);
    }
  }

  const set = (key: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  return (
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria" aria-label="Create account">
      <p className={styles.note}>
        {invitationRequired
          ? 'Accounts are for the owner and staff. Enter the invitation code the owner sent you.'
          : 'No account exists yet: the first account becomes the owner of this site.'}
      </p>
      <TextField label="Name" name="name" autoComplete="name" value={values.name} onChange={set('name')} errorMessage={errors.name} />
      <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} errorMessage={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={values.password}
        onChange={set('password')}
        errorMessage={errors.password}
      />
      {invitationRequired && (
        <TextField
          label="Invitation code"
          name="invitationCode"
          autoComplete="off"
          value={values.invitationCode}
          onChange={set('invitationCode')}
          errorMessage={errors.invitationCode}
        />
      )}
      <Button type="submit" isDisabled={pending} size="lg">
        {pending ? 'Creating account…' : 'Create account'}
      </Button>
    </Form>
  );
}

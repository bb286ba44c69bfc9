import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { loginInputSchema } from '../../../shared/auth/auth.schemas';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useAuth } from './auth-provider';
import * as styles from './auth-forms.css';
import { useZodForm } from './use-zod-form';

export function LoginForm() {
  const { login } = useAuth();
  const { errors, validate, showServerErrors, clearError } = useZodForm(loginInputSchema);
  const [values, setValues] = useState({ email: '', password: '' });
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(values);
    if (!input) return;
    setPending(true);
    try {
      await login(input);
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
    <Form className={styles.form} onSubmit={onSubmit} validationBehavior="aria" aria-label="Sign in">
      <TextField label="Email" name="email" type="email" autoComplete="username" value={values.email} onChange={set('email')} errorMessage={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        errorMessage={errors.password}
      />
      <Button type="submit" isDisabled={pending} size="lg">
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </Form>
  );
}

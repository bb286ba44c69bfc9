import { Form } from 'react-aria-components';
import { loginInputSchema } from '../../../shared/auth/auth.schemas';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useAuth } from './auth-provider';
import * as styles from './auth-forms.css';
import { useZodForm } from '../../lib/use-zod-form';

export function LoginForm() {
  const { login } = useAuth();
  const form = useZodForm(loginInputSchema, { email: '', password: '' }, login);
  return (
    <Form className={styles.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label="Sign in">
      <TextField label="Email" type="email" autoComplete="username" {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" isDisabled={form.pending} size="lg">
        {form.pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </Form>
  );
}

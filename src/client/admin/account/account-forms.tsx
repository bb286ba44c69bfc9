import { useState } from 'react';
import { Form } from 'react-aria-components';
import { changePasswordFormSchema, requestEmailChangeInputSchema, updateNameInputSchema } from '../../../shared/auth/account.schemas';
import { PASSWORD_MIN_LENGTH } from '../../../shared/auth/auth.schemas';
import { trpc } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { useChangePassword, useRequestEmailChange, useUpdateName } from './use-account';

export function NameForm() {
  // The signed-in member, from the query the app already keeps (admin sections do not reach into features/).
  const { data: user } = trpc.auth.current.useQuery();
  const update = useUpdateName();
  const form = useZodForm(updateNameInputSchema, { name: user?.name ?? '' }, async (input) => {
    await update.mutateAsync(input);
    toast({ title: 'Name saved' });
  });
  return (
    <Form onSubmit={form.onSubmit} className={styles.row} validationBehavior="aria" aria-label="Your name">
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <Button type="submit" isDisabled={form.pending}>Save name</Button>
    </Form>
  );
}

/** The address changes only when the link we send to the new one is opened; until then the old one stays. */
export function EmailForm() {
  // The signed-in member, from the query the app already keeps (admin sections do not reach into features/).
  const { data: user } = trpc.auth.current.useQuery();
  const request = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(requestEmailChangeInputSchema, { email: '', currentPassword: '' }, async (input) => {
    const answer = await request.mutateAsync(input);
    setSent(answer.message);
    form.setValues({ email: '', currentPassword: '' });
  });
  return (
    <>
      <p>Your e-mail address is {user?.email}.</p>
      <Form onSubmit={form.onSubmit} className={styles.row} validationBehavior="aria" aria-label="Change e-mail address">
        <TextField label="New e-mail address" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
        <Button type="submit" isDisabled={form.pending}>Send confirmation link</Button>
      </Form>
      {sent && <p role="status">{sent}</p>}
    </>
  );
}

export function PasswordForm() {
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' }, async (input) => {
    const { ended } = await change.mutateAsync({ currentPassword: input.currentPassword, newPassword: input.newPassword });
    setDone(`Password changed. ${ended === 1 ? '1 other session was' : `${ended} other sessions were`} signed out.`);
    form.setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
  });
  return (
    <>
      <Form onSubmit={form.onSubmit} className={styles.row} validationBehavior="aria" aria-label="Change password">
        <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
        <TextField label="New password" type="password" autoComplete="new-password" description={`At least ${PASSWORD_MIN_LENGTH} characters.`} {...form.field('newPassword')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <Button type="submit" isDisabled={form.pending}>Change password</Button>
      </Form>
      {done && <p role="status">{done}</p>}
    </>
  );
}

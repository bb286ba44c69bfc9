import { useState } from 'react';
import { Form } from 'react-aria-components';
import { createInvitationInputSchema } from '../../../shared/auth/auth.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { useZodForm } from '../../lib/use-zod-form';
import * as styles from '../../ui/admin.css';
import { useCreateInvitation, useInvitations, useRevokeInvitation, useTeam } from './use-team';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function TeamPanel() {
  const team = useTeam();
  const invitations = useInvitations();
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const [newCode, setNewCode] = useState<string | null>(null);
  const form = useZodForm(
    createInvitationInputSchema,
    { email: '' },
    async (input) => {
      try {
        const created = await create.mutateAsync(input);
        setNewCode(created.code);
        form.setValues({ email: '' });
      } catch (error) {
        toast({ title: 'Invitation failed', description: errorMessage(error), variant: 'destructive' });
        throw error;
      }
    },
    (values) => ({ email: values.email || undefined, role: 'admin' }),
  );

  return (
    <>
      <section aria-labelledby="team-title">
        <h2 id="team-title">Team</h2>
        <table className={styles.table}>
          <thead>
            <tr><th className={styles.cell}>Name</th><th className={styles.cell}>Email</th><th className={styles.cell}>Role</th></tr>
          </thead>
          <tbody>
            {(team.data ?? []).map((member) => (
              <tr key={member.id}>
                <td className={styles.cell}>{member.name}</td>
                <td className={styles.cell}>{member.email}</td>
                <td className={styles.cell}>{member.role}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="invite-title">
        <h2 id="invite-title">Invite a team member</h2>
        <p>Registration is closed to strangers: a new admin signs up on /auth with a code made here. Codes last 7 days and work once.</p>
        <Form onSubmit={form.onSubmit} className={styles.row} validationBehavior="aria" aria-label="Create invitation">
          <TextField label="Their email (optional)" type="email" {...form.field('email')} />
          <Button type="submit" isDisabled={form.pending}>Create invitation</Button>
        </Form>
        {newCode && (
          <p role="status">
            Invitation code (shown once, copy it now): <code className={styles.code} data-testid="invitation-code">{newCode}</code>
          </p>
        )}
        <table className={styles.table}>
          <caption>Invitations</caption>
          <thead>
            <tr><th className={styles.cell}>For</th><th className={styles.cell}>Expires</th><th className={styles.cell}>Status</th><th className={styles.cell}><span>Actions</span></th></tr>
          </thead>
          <tbody>
            {(invitations.data ?? []).map((invitation) => (
              <tr key={invitation.id}>
                <td className={styles.cell}>{invitation.email ?? 'Anyone with the code'}</td>
                <td className={styles.cell}>{dateTime.format(new Date(invitation.expiresAt))}</td>
                <td className={styles.cell}>{invitation.usedAt ? 'Used' : 'Open'}</td>
                <td className={styles.cell}>
                  {!invitation.usedAt && (
                    <Button tone="secondary" onPress={() => revoke.mutate({ id: invitation.id })} aria-label={`Revoke invitation for ${invitation.email ?? 'anyone'}`}>
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

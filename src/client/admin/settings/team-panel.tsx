import { useState } from 'react';
import { Form } from 'react-aria-components';
import { createInvitationInputSchema, type Invitation, type User } from '../../../shared/auth/auth.schemas';
import { errorMessage } from '../../lib/errors';
import { displayInstant } from '../../lib/format';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { useZodForm } from '../../lib/use-zod-form';
import * as styles from '../kit/admin.css';
import { useCreateInvitation, useInvitations, useRevokeInvitation, useTeam } from './use-team';

const MEMBER_COLUMNS: DataColumn<User>[] = [
  { id: 'name', label: 'Name', isRowHeader: true, render: (member) => member.name },
  { id: 'email', label: 'Email', render: (member) => member.email },
  { id: 'role', label: 'Role', render: (member) => member.role },
];

function invitationColumns(onRevoke: (invitation: Invitation) => void): DataColumn<Invitation>[] {
  return [
    { id: 'for', label: 'For', isRowHeader: true, render: (invitation) => invitation.email ?? 'Anyone with the code' },
    { id: 'expires', label: 'Expires (Hawaii time)', render: (invitation) => displayInstant(invitation.expiresAt) },
    { id: 'status', label: 'Status', render: (invitation) => (invitation.usedAt ? 'Used' : 'Open') },
    {
      id: 'actions',
      label: 'Actions',
      render: (invitation) =>
        !invitation.usedAt && (
          <Button tone="secondary" onPress={() => onRevoke(invitation)} aria-label={`Revoke invitation for ${invitation.email ?? 'anyone'}`}>
            Revoke
          </Button>
        ),
    },
  ];
}

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
    (values) => ({ email: values.email || undefined, role: 'staff' }),
  );

  return (
    <>
      <section aria-labelledby="team-title">
        <h2 id="team-title">Team</h2>
        {team.data && (
          <DataTable caption="Team members" columns={MEMBER_COLUMNS} items={team.data} rowKey={(member) => member.id} rowText={(member) => `${member.name} ${member.email}`} />
        )}
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
        {(invitations.data ?? []).length > 0 ? (
          <DataTable
            caption="Invitations"
            columns={invitationColumns((invitation) => revoke.mutate({ id: invitation.id }))}
            items={invitations.data ?? []}
            rowKey={(invitation) => invitation.id}
            rowText={(invitation) => invitation.email ?? 'Anyone with the code'}
          />
        ) : (
          invitations.data && <p>No invitations yet.</p>
        )}
      </section>
    </>
  );
}

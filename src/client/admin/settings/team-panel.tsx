import { useState } from 'react';
import { Form } from 'react-aria-components';
import { createInvitationInputSchema, type Invitation } from '../../../shared/auth/auth.schemas';
import { errorMessage } from '../../lib/errors';
import { displayInstant } from '../../lib/format';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { useZodForm } from '../../lib/use-zod-form';
import * as styles from '../kit/admin.css';
import { MembersTable } from './team/members-table';
import { useCreateInvitation, useInvitations, useRevokeInvitation } from './use-team';

const ROLE_OPTIONS = [
  { id: 'staff', label: 'Staff' },
  { id: 'owner', label: 'Owner' },
] as const;

function invitationColumns(onRevoke: (invitation: Invitation) => void): DataColumn<Invitation>[] {
  return [
    { id: 'for', label: 'For', isRowHeader: true, render: (invitation) => invitation.email ?? 'Anyone with the code' },
    { id: 'role', label: 'Role', render: (invitation) => (invitation.role === 'owner' ? 'Owner' : 'Staff') },
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
  const invitations = useInvitations();
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const [sent, setSent] = useState<{ email: string; code: string } | null>(null);
  const form = useZodForm(
    // The screen invites by e-mail (the server also takes a bare code, for REST callers).
    createInvitationInputSchema.required({ email: true }),
    { email: '', role: 'staff' },
    async (input) => {
      try {
        const created = await create.mutateAsync(input);
        setSent({ email: input.email, code: created.code });
        form.setValues({ email: '', role: input.role });
      } catch (error) {
        toast({ title: 'Invitation failed', description: errorMessage(error), variant: 'destructive' });
        throw error;
      }
    },
    (values) => ({ email: values.email || undefined, role: values.role }),
  );

  return (
    <>
      <section aria-labelledby="team-title">
        <h2 id="team-title">Team</h2>
        <MembersTable />
      </section>
      <section aria-labelledby="invite-title">
        <h2 id="invite-title">Invite a team member</h2>
        <p>
          Registration is closed to strangers: we e-mail them a link to /auth that fills in their invitation code. Staff handle bookings, the calendar and
          messages; owners also money, the team and site settings. Invitations last 7 days and work once.
        </p>
        <Form onSubmit={form.onSubmit} className={styles.row} validationBehavior="aria" aria-label="Invite a team member">
          <TextField label="Their email" type="email" {...form.field('email')} />
          <Select
            label="Role"
            options={ROLE_OPTIONS}
            value={form.values.role === 'owner' ? 'owner' : 'staff'}
            onChange={(role) => form.setValues({ ...form.values, role })}
            errorMessage={form.errors.role}
          />
          <Button type="submit" isDisabled={form.pending}>Send invitation</Button>
        </Form>
        {sent && (
          <p role="status">
            Invitation e-mailed to {sent.email}. If it does not arrive, give them this code (shown once):{' '}
            <code className={styles.code} data-testid="invitation-code">{sent.code}</code>
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

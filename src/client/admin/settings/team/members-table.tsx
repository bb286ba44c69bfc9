import { useState } from 'react';
import type { TeamMember } from '../../../../shared/auth/team.schemas';
import { errorMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { displayInstant } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { toast } from '../../../ui/toast';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import * as styles from '../../kit/admin.css';
import { MemberSignIn } from './member-sign-in-cell';
import { useDeactivateMember, useHandOverOwnership, useReactivateMember, useSetRole, useTeamMembers } from './use-team-members';

type Pending = { kind: 'deactivate' | 'hand-over'; member: TeamMember } | null;

const ROLE_LABEL: Record<TeamMember['role'], string> = { owner: 'Owner', staff: 'Staff' };

function failed(title: string) {
  return (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });
}

/** Settings → Team's members: role, last sign-in, how they sign in, and the owner's changes to each. */
export function MembersTable() {
  // The signed-in member, from the query the app already keeps (admin sections do not reach into features/).
  const { data: user } = trpc.auth.current.useQuery();
  const members = useTeamMembers();
  const setRole = useSetRole();
  const deactivate = useDeactivateMember();
  const reactivate = useReactivateMember();
  const handOver = useHandOverOwnership();
  const [pending, setPending] = useState<Pending>(null);
  const activeOwners = members.data?.filter((member) => member.role === 'owner' && !member.deactivatedAt).length ?? 0;

  const actions = (member: TeamMember) => {
    const self = member.id === user?.id;
    if (member.deactivatedAt) {
      return (
        <Button tone="secondary" aria-label={`Reactivate ${member.name}`} onPress={() => reactivate.mutate({ userId: member.id }, { onError: failed('Could not reactivate') })}>
          Reactivate
        </Button>
      );
    }
    // The server refuses to leave the site without an active owner; the screen does not offer it (Hand over ownership does it).
    if (member.role === 'owner' && activeOwners <= 1) return <span className={styles.hint}>The only owner</span>;
    const otherRole = member.role === 'owner' ? 'staff' : 'owner';
    return (
      <span className={styles.row}>
        <Button
          tone="secondary"
          aria-label={`Make ${member.name} ${otherRole}`}
          onPress={() => setRole.mutate({ userId: member.id, role: otherRole }, { onError: failed('Could not change the role') })}
        >
          Make {otherRole}
        </Button>
        {!self && user?.role === 'owner' && (
          <Button tone="secondary" aria-label={`Hand over ownership to ${member.name}`} onPress={() => setPending({ kind: 'hand-over', member })}>
            Hand over ownership
          </Button>
        )}
        {!self && (
          <Button tone="secondary" aria-label={`Deactivate ${member.name}`} onPress={() => setPending({ kind: 'deactivate', member })}>
            Deactivate
          </Button>
        )}
      </span>
    );
  };

  const columns: DataColumn<TeamMember>[] = [
    { id: 'name', label: 'Name', isRowHeader: true, render: (member) => member.name },
    { id: 'email', label: 'Email', render: (member) => member.email },
    { id: 'role', label: 'Role', render: (member) => (member.deactivatedAt ? `${ROLE_LABEL[member.role]} (deactivated)` : ROLE_LABEL[member.role]) },
    { id: 'last-sign-in', label: 'Last sign-in (Hawaii time)', render: (member) => displayInstant(member.lastSignInAt, 'Never') },
    { id: 'sign-in', label: 'Sign-in', render: (member) => <MemberSignIn member={member} /> },
    { id: 'actions', label: 'Actions', render: actions },
  ];

  const close = () => setPending(null);
  const confirm = () => {
    if (!pending) return;
    const options = { onSuccess: close, onError: failed(pending.kind === 'deactivate' ? 'Could not deactivate' : 'Could not hand over ownership') };
    if (pending.kind === 'deactivate') deactivate.mutate({ userId: pending.member.id }, options);
    else handOver.mutate({ userId: pending.member.id }, options);
  };

  return (
    <>
      {members.data && (
        <DataTable caption="Team members" columns={columns} items={members.data} rowKey={(member) => member.id} rowText={(member) => `${member.name} ${member.email}`} />
      )}
      <ConfirmDialog
        title={pending?.kind === 'hand-over' ? `Hand over ownership to ${pending.member.name}?` : `Deactivate ${pending?.member.name ?? ''}?`}
        isOpen={pending !== null}
        onCancel={close}
        onConfirm={confirm}
        confirmLabel={pending?.kind === 'hand-over' ? 'Hand over ownership' : 'Deactivate'}
        pending={deactivate.isPending || handOver.isPending}
      >
        {pending?.kind === 'hand-over' ? (
          <p>{pending.member.name} becomes the owner and you become staff: you keep bookings, the calendar and messages, but no longer money, team or site settings.</p>
        ) : (
          <p>{pending?.member.name} is signed out everywhere at once and cannot sign in again until reactivated. What they did stays under their name.</p>
        )}
      </ConfirmDialog>
    </>
  );
}

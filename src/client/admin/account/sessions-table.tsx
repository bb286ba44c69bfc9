import type { AccountSession } from '../../../shared/auth/account.schemas';
import { errorMessage } from '../../lib/errors';
import { displayInstant } from '../../lib/format';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { toast } from '../../ui/toast';
import { useAccountSessions, useEndOtherSessions, useEndSession } from './use-account';

function failed(error: unknown) {
  toast({ title: 'Could not sign out', description: errorMessage(error), variant: 'destructive' });
}

/** Where you are signed in: device, address, last seen; 'Sign out' per session and for all the others at once. */
export function SessionsTable() {
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const columns: DataColumn<AccountSession>[] = [
    { id: 'device', label: 'Device', isRowHeader: true, render: (session) => (session.current ? `${session.device} (this device)` : session.device) },
    { id: 'ip', label: 'Address', render: (session) => session.ip ?? '—' },
    { id: 'last-seen', label: 'Last seen (Hawaii time)', render: (session) => displayInstant(session.lastSeenAt) },
    { id: 'signed-in', label: 'Signed in (Hawaii time)', render: (session) => displayInstant(session.createdAt) },
    {
      id: 'actions',
      label: 'Actions',
      render: (session) =>
        !session.current && (
          <Button tone="secondary" aria-label={`Sign out ${session.device}, last seen ${displayInstant(session.lastSeenAt)}`} onPress={() => endOne.mutate({ id: session.id }, { onError: failed })}>
            Sign out
          </Button>
        ),
    },
  ];
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <>
      {sessions.data && (
        <DataTable caption="Your sessions" columns={columns} items={sessions.data} rowKey={(session) => session.id} rowText={(session) => session.device} />
      )}
      <Button
        tone="secondary"
        isDisabled={others === 0 || endOthers.isPending}
        onPress={() => endOthers.mutate(undefined, { onSuccess: ({ ended }) => toast({ title: `Signed out ${ended} other ${ended === 1 ? 'session' : 'sessions'}` }), onError: failed })}
      >
        Sign out everywhere else
      </Button>
    </>
  );
}

import { useAuth } from '../../features/auth/public';
import { BackupStatusPanel } from '../dashboard/backup-status-panel';
import { DashboardPanel } from '../dashboard/dashboard-panel';
import { MessagesPanel } from '../messages/messages-panel';

/** The admin's first screen: the morning's figures and alerts, then the guests' contact messages (linked as #messages). */
export default function DashboardScreen() {
  const { user } = useAuth();
  return (
    <>
      <h1>Dashboard</h1>
      <p>Aloha {user?.name}. You are signed in as {user?.role === 'owner' ? 'the owner' : 'staff'}.</p>
      <DashboardPanel />
      <BackupStatusPanel />
      <div id="messages">
        <MessagesPanel />
      </div>
    </>
  );
}

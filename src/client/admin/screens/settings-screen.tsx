import { ChatHostPanel } from '../chat/chat-host-panel';
import { TeamPanel } from '../settings/team-panel';
import { AuditLogPanel } from '../settings/audit/audit-log-panel';
import { useAuth } from '../../features/auth/public';

/** The site's settings: who may sign in, and how the host appears in the chat. */
export default function SettingsScreen() {
  const { user } = useAuth();
  return (
    <>
      <h1>Settings</h1>
      <TeamPanel />
      <ChatHostPanel />
      {user?.role === 'owner' && <AuditLogPanel />}
    </>
  );
}

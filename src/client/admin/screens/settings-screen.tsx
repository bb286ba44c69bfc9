import { ChatHostPanel } from '../chat/chat-host-panel';
import { TeamPanel } from '../settings/team-panel';
import { SiteSettingsPanel } from '../settings/site-settings-panel';
import { AuditLogPanel } from '../settings/audit/audit-log-panel';

/**
 * The site's settings: who may sign in, the site's own details, how the host appears in the chat, and the record
 * of every change. The whole section is the owner's (permission table), so nothing here is shown to staff.
 */
export default function SettingsScreen() {
  return (
    <>
      <h1>Settings</h1>
      <TeamPanel />
      <SiteSettingsPanel />
      <ChatHostPanel />
      <AuditLogPanel />
    </>
  );
}

import { paths } from '../../../shared/paths';
import { ChatHostPanel } from '../chat/chat-host-panel';
import { SectionTabs, type SectionTab } from '../kit/section-tabs';
import { AuditLogPanel } from '../settings/audit/audit-log-panel';
import { SiteSettingsPanel } from '../settings/site-settings-panel';
import { TeamPanel } from '../settings/team-panel';

/** Settings' parts, each at an address of its own (Settings → Team, → Site, …), so a screen loads only its own data. */
const SETTINGS_TABS: readonly SectionTab[] = [
  { href: paths.admin.settings, label: 'Team', panel: () => <TeamPanel /> },
  { href: paths.admin.settingsSite, label: 'Site', panel: () => <SiteSettingsPanel /> },
  { href: paths.admin.settingsChatHost, label: 'Chat host', panel: () => <ChatHostPanel /> },
  { href: paths.admin.settingsAuditLog, label: 'Audit log', panel: () => <AuditLogPanel /> },
];

/**
 * The site's settings: who may sign in, the site's own details, how the host appears in the chat, and the record
 * of every change. The whole section is the owner's (permission table), so nothing here is shown to staff.
 */
export default function SettingsScreen() {
  return (
    <>
      <h1>Settings</h1>
      <SectionTabs label="Settings" tabs={SETTINGS_TABS} />
    </>
  );
}

import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useLocation } from 'wouter';
import { paths } from '../../../shared/paths';
import * as tabs from '../../ui/tabs.css';
import { ChatHostPanel } from '../chat/chat-host-panel';
import { AuditLogPanel } from '../settings/audit/audit-log-panel';
import { SiteSettingsPanel } from '../settings/site-settings-panel';
import { TeamPanel } from '../settings/team-panel';

/** Settings' parts, each at an address of its own (Settings → Team, → Site, …), so a screen loads only its own data. */
const SETTINGS_TABS: readonly { href: string; label: string; panel: () => ReactNode }[] = [
  { href: paths.admin.settings, label: 'Team', panel: () => <TeamPanel /> },
  { href: paths.admin.settingsSite, label: 'Site', panel: () => <SiteSettingsPanel /> },
  { href: paths.admin.settingsChatHost, label: 'Chat host', panel: () => <ChatHostPanel /> },
  { href: paths.admin.settingsAuditLog, label: 'Audit log', panel: () => <AuditLogPanel /> },
];

/**
 * The site's settings: who may sign in, the site's own details, how the host appears in the chat, and the record
 * of every change. The whole section is the owner's (permission table), so nothing here is shown to staff.
 * The tabs are links (React Aria moves between them with the arrow keys and follows the route), so each part can be bookmarked.
 */
export default function SettingsScreen() {
  // Inside the admin's nested router: '/settings/site' for /admin/settings/site.
  const [location] = useLocation();
  const current = `/admin${location}`.replace(/\/$/, '');
  return (
    <>
      <h1>Settings</h1>
      <Tabs selectedKey={current}>
        <TabList aria-label="Settings" className={tabs.list}>
          {SETTINGS_TABS.map((tab) => (
            <Tab key={tab.href} id={tab.href} href={tab.href} className={tabs.tab}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {SETTINGS_TABS.map((tab) => (
          <TabPanel key={tab.href} id={tab.href}>
            {tab.panel()}
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}

import { ChatHostPanel } from '../chat/chat-host-panel';
import { TeamPanel } from '../settings/team-panel';
import { SiteSettingsPanel } from '../settings/site-settings-panel';

/** The site's settings: who may sign in, and how the host appears in the chat. */
export default function SettingsScreen() {
  return (
    <>
      <h1>Settings</h1>
      <TeamPanel />
      <ChatHostPanel />
      <SiteSettingsPanel />
    </>
  );
}

import { paths } from '../../../shared/paths';
import { SectionTabs, type SectionTab } from '../kit/section-tabs';
import { AutomationPanel } from './automation-panel';
import { OutboxPanel } from './outbox-panel';
import { TemplatesPanel } from './templates-panel';

/** Every e-mail the site sent (Sent), the words of each (Templates) and the automated guest messages (Automation), each at an address of its own. */
const EMAILS_TABS: readonly SectionTab[] = [
  { href: paths.admin.emails, label: 'Sent', panel: () => <OutboxPanel /> },
  { href: paths.admin.emailsTemplates, label: 'Templates', panel: () => <TemplatesPanel /> },
  { href: paths.admin.emailsAutomation, label: 'Automation', panel: () => <AutomationPanel /> },
];

export default function EmailsScreen() {
  return (
    <>
      <h1>Emails</h1>
      <SectionTabs label="Emails" tabs={EMAILS_TABS} />
    </>
  );
}

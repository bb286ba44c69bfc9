import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useLocation } from 'wouter';
import * as tabs from '../../ui/tabs.css';

export interface SectionTab {
  /** The tab's full path (src/shared/paths), also its section's `subpaths` entry. */
  href: string;
  label: string;
  panel: () => ReactNode;
}

/**
 * A section's parts as tabs that are links: React Aria moves between them with the arrow keys and follows the route,
 * so each part can be bookmarked and only the shown part loads its data.
 */
export function SectionTabs({ label, tabs: items }: { label: string; tabs: readonly SectionTab[] }) {
  // Inside the admin's nested router: '/settings/site' for /admin/settings/site.
  const [location] = useLocation();
  const current = `/admin${location}`.replace(/\/$/, '');
  return (
    <Tabs selectedKey={current}>
      <TabList aria-label={label} className={tabs.list}>
        {items.map((tab) => (
          <Tab key={tab.href} id={tab.href} href={tab.href} className={tabs.tab}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {items.map((tab) => (
        <TabPanel key={tab.href} id={tab.href} className={tabs.panel}>
          {tab.panel()}
        </TabPanel>
      ))}
    </Tabs>
  );
}

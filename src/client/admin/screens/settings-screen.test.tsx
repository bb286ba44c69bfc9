import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import SettingsScreen from './settings-screen';

// Each part stands for its panel here: what is tested is which part an address shows and how the tabs move between them.
vi.mock('../settings/team-panel', () => ({ TeamPanel: () => <h2>Team</h2> }));
vi.mock('../settings/site-settings-panel', () => ({ SiteSettingsPanel: () => <h2>Site</h2> }));
vi.mock('../chat/chat-host-panel', () => ({ ChatHostPanel: () => <h2>Chat host</h2> }));
vi.mock('../settings/audit/audit-log-panel', () => ({ AuditLogPanel: () => <h2>Audit log</h2> }));

/** The screen inside /admin's nested router, with React Aria's links going through the app's root router, as in the app. */
function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <RouterProvider navigate={(href) => location.navigate(href)}>
        <Route path="/admin" nest>
          <SettingsScreen />
        </Route>
      </RouterProvider>
    </Router>,
  );
  return location;
}

describe('Settings', () => {
  it('shows Team at /admin/settings and each other part at its own address, loading only that part', () => {
    renderAt('/admin/settings/site');
    const tabs = screen.getByRole('tablist', { name: 'Settings' });
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Site');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Site']);
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.getAttribute('href'))).toEqual([
      '/admin/settings',
      '/admin/settings/site',
      '/admin/settings/chat-host',
      '/admin/settings/audit-log',
    ]);
  });

  it('moves between the parts with the arrow keys, and the address follows', async () => {
    const location = renderAt('/admin/settings');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Team');
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Team' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/settings/site'));
    await screen.findByRole('heading', { level: 2, name: 'Site' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Site' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/settings/chat-host'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/settings/audit-log'));
    await screen.findByRole('heading', { level: 2, name: 'Audit log' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Audit log' }));
  });
});

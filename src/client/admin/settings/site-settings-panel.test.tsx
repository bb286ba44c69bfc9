import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { IntegrationStatus, SiteSettings } from '../../../shared/settings/site-settings.schemas';
import { renderWithTrpc, trpcError } from '../../test/trpc-harness';
import { SiteSettingsPanel } from './site-settings-panel';
import { SITE_SETTINGS_SAMPLE } from '../../../test/site-settings-sample';

const saved: SiteSettings = SITE_SETTINGS_SAMPLE;
const connections: IntegrationStatus = {
  payments: { mode: 'test', lastWebhookAt: null },
  email: { smtpConfigured: false, lastDeliveredAt: null, backlog: 3 },
  calendarFeeds: [{ id: 1, name: 'Airbnb', lastSuccessAt: null, lastAttemptAt: null, lastError: 'The feed answered 404', stale: true }],
};

function render(update: (input: SiteSettings) => SiteSettings = (input) => input) {
  return renderWithTrpc(<SiteSettingsPanel />, { 'admin.site.settings': () => saved, 'admin.site.update': update, 'admin.site.integrations': () => connections });
}

describe('Settings → Site', () => {
  it('shows the saved settings in labelled fields and saves the owner’s changes, from the keyboard alone', async () => {
    const api = render();
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Site name/ });
    expect((name as HTMLInputElement).value).toBe('Kaneohe Bay Beach House');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^House rules/ }).value).toBe('Quiet hours are 10:00 PM to 7:00 AM.\nNo parties.');
    await user.click(name);
    await user.keyboard('{Control>}a{/Control}Hale Kai');
    const pets = screen.getByRole('checkbox', { name: 'Pets allowed' });
    pets.focus();
    await user.keyboard(' ');
    const rules = screen.getByRole('textbox', { name: /^House rules/ });
    rules.focus();
    await user.keyboard('{Control>}{End}{/Control}{Enter}{Enter}No fireworks.');
    screen.getByRole('button', { name: 'Save site settings' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.inputsOf('admin.site.update')).toEqual([{ ...saved, site_name: 'Hale Kai', pets_allowed: true, house_rules: [...saved.house_rules, 'No fireworks.'] }]),
    );
  });

  it('says what is wrong on each field before sending, and shows the server’s own field messages', async () => {
    const api = render(() => {
      throw trpcError(400, 'Check the fields', { tax_map_key: ['Give the tax map key (TMK)'] });
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /^Contact e-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /^Contact e-mail/ }), 'aloha');
    await user.clear(screen.getByRole('textbox', { name: /^Check-in from/ }));
    await user.type(screen.getByRole('textbox', { name: /^Check-in from/ }), '3 pm');
    await user.click(screen.getByRole('button', { name: 'Save site settings' }));
    await screen.findByText('Give a valid e-mail address');
    screen.getByText('Give the check-in time as hours and minutes, such as 15:00');
    expect(screen.getByRole('textbox', { name: /^Contact e-mail/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.inputsOf('admin.site.update')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /^Contact e-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /^Contact e-mail/ }), 'aloha@kaneohebayhouse.com');
    await user.clear(screen.getByRole('textbox', { name: /^Check-in from/ }));
    await user.type(screen.getByRole('textbox', { name: /^Check-in from/ }), '15:00');
    await user.click(screen.getByRole('button', { name: 'Save site settings' }));
    await screen.findByText('Give the tax map key (TMK)');
    expect(api.inputsOf('admin.site.update')).toHaveLength(1);
  });

  it('shows the connections read only: Stripe’s test mode, the outbox backlog and each feed’s last sync', async () => {
    render();
    await screen.findByText(/Stripe, test mode/);
    screen.getByText(/Waiting in the outbox: 3/);
    screen.getByText(/Airbnb: last synced never \(stale\); last attempt failed: The feed answered 404/);
  });
});

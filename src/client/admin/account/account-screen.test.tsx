import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../shared/auth/account.schemas';
import { enterValue } from '../../test/enter-value';
import { renderWithTrpc, trpcError } from '../../test/trpc-harness';
import AccountScreen from './account-screen';

const THIS: AccountSession = { id: 'a'.repeat(64), device: 'Chrome on macOS', ip: '203.0.113.9', createdAt: '2026-11-20T20:00:00.000Z', lastSeenAt: '2026-11-26T20:00:00.000Z', current: true };
const PHONE: AccountSession = { id: 'b'.repeat(64), device: 'Safari on iPhone', ip: '198.51.100.4', createdAt: '2026-11-21T20:00:00.000Z', lastSeenAt: '2026-11-25T20:00:00.000Z', current: false };

function renderScreen(extra: Parameters<typeof renderWithTrpc>[1] = {}) {
  return renderWithTrpc(<AccountScreen />, {
    'auth.current': () => ({ id: 'u1', name: 'Leilani Kahale', email: 'owner@example.com', role: 'owner' }),
    'admin.account.sessions': () => [THIS, PHONE],
    ...extra,
  });
}

describe('Your account', () => {
  it('lists your sessions with device, address and last seen; signs out another one, never this one', async () => {
    const api = renderScreen({ 'admin.account.endSession': () => ({ ok: true }), 'admin.account.endOtherSessions': () => ({ ended: 1 }) });
    const table = await screen.findByRole('grid', { name: 'Your sessions' });
    const current = within(table).getByRole('row', { name: /this device/ });
    within(current).getByText('203.0.113.9');
    expect(within(current).queryByRole('button')).toBeNull();
    const phone = within(table).getByRole('row', { name: /Safari on iPhone/ });
    const user = userEvent.setup();
    const signOut = within(phone).getByRole('button', { name: /^Sign out Safari on iPhone/ });
    within(phone).getAllByRole('rowheader')[0]!.focus();
    for (let step = 0; step < 8 && document.activeElement !== signOut; step += 1) await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(signOut);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.account.endSession')).toEqual([{ id: PHONE.id }]));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(api.calls.filter((call) => call.path === 'admin.account.endOtherSessions')).toHaveLength(1));
  });

  it('changes the password with the current one, checks the new one is typed twice, and shows the server’s answer per field', async () => {
    let attempt = 0;
    const api = renderScreen({
      'admin.account.changePassword': () => {
        attempt += 1;
        if (attempt === 1) throw trpcError(400, 'This is not your current password', { currentPassword: ['This is not your current password'] });
        return { ended: 2 };
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change password' });
    const field = (name: string) => within(form).getByLabelText(name, { selector: 'input' });
    await enterValue(user, field('Current password'), 'wrong password');
    await enterValue(user, field('New password'), 'a new long password');
    await enterValue(user, field('Confirm new password'), 'a different one');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await within(form).findByText('The passwords do not match');
    expect(api.inputsOf('admin.account.changePassword')).toEqual([]);

    await enterValue(user, field('Confirm new password'), 'a new long password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await within(form).findByText('This is not your current password');
    await enterValue(user, field('Current password'), 'the right one');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect((await screen.findByText(/Password changed/)).textContent).toBe('Password changed. 2 other sessions were signed out.');
    expect(api.inputsOf('admin.account.changePassword').at(-1)).toEqual({ currentPassword: 'the right one', newPassword: 'a new long password' });
  });

  it('asks for a new e-mail address with the current password and says the change waits for the link', async () => {
    const api = renderScreen({
      'admin.account.requestEmailChange': (input) => ({ message: `We sent a link to ${input.email}. Your address changes when you open it.` }),
      'admin.account.updateName': (input) => ({ id: 'u1', name: input.name, email: 'owner@example.com', role: 'owner' }),
    });
    const user = userEvent.setup();
    await screen.findByText('Your e-mail address is owner@example.com.');
    const form = screen.getByRole('form', { name: 'Change e-mail address' });
    await enterValue(user, within(form).getByRole('textbox', { name: 'New e-mail address' }), 'Leilani@Example.com');
    await enterValue(user, within(form).getByLabelText('Current password', { selector: 'input' }), 'my password');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    await screen.findByText('We sent a link to leilani@example.com. Your address changes when you open it.');
    expect(api.inputsOf('admin.account.requestEmailChange')).toEqual([{ email: 'leilani@example.com', currentPassword: 'my password' }]);

    const name = screen.getByRole('form', { name: 'Your name' });
    await enterValue(user, within(name).getByRole('textbox', { name: 'Name' }), 'Leilani K.');
    await user.click(within(name).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(api.inputsOf('admin.account.updateName')).toEqual([{ name: 'Leilani K.' }]));
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamMember } from '../../../shared/auth/team.schemas';
import { enterValue } from '../../test/enter-value';
import { renderWithTrpc } from '../../test/trpc-harness';
import { Toaster, toastQueue } from '../../ui/toast';
import { TeamPanel } from './team-panel';

const OWNER: TeamMember = { id: 'u1', name: 'Leilani Kahale', email: 'owner@example.com', role: 'owner', lastSignInAt: '2026-11-26T20:00:00.000Z', deactivatedAt: null };
const KAI: TeamMember = { id: 'u2', name: 'Kai Lee', email: 'kai@example.com', role: 'staff', lastSignInAt: null, deactivatedAt: null };
const NOE: TeamMember = { id: 'u3', name: 'Noe Akana', email: 'noe@example.com', role: 'staff', lastSignInAt: null, deactivatedAt: '2026-11-20T20:00:00.000Z' };

function renderPanel(extra: Parameters<typeof renderWithTrpc>[1] = {}) {
  return renderWithTrpc(
    <>
      <TeamPanel />
      <Toaster />
    </>,
    {
    'auth.current': () => ({ id: 'u1', name: 'Leilani Kahale', email: 'owner@example.com', role: 'owner' }),
    'admin.team.members': () => [OWNER, KAI, NOE],
    'admin.team.invitations': () => [],
    ...extra,
    },
  );
}

afterEach(() => act(() => toastQueue.clear()));

/** Moves along a row with the arrow keys until the control has the focus, as a keyboard user does. */
async function arrowTo(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, control: HTMLElement) {
  within(row).getAllByRole('rowheader')[0]!.focus();
  for (let step = 0; step < 12 && document.activeElement !== control; step += 1) await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(control);
}

describe('the team panel', () => {
  it('shows the team and the invitations as tables, and revokes an open invitation from the keyboard', async () => {
    const api = renderPanel({
      'admin.team.invitations': () => [
        { id: 'i1', email: 'kai@example.com', role: 'staff', expiresAt: '2027-03-17T02:00:00.000Z', usedAt: null, createdBy: 'u1' },
        { id: 'i2', email: null, role: 'owner', expiresAt: '2027-03-17T02:00:00.000Z', usedAt: '2027-03-11T02:00:00.000Z', createdBy: 'u1' },
      ],
      'admin.team.revokeInvitation': () => ({ ok: true }),
    });
    const team = await screen.findByRole('grid', { name: 'Team members' });
    within(team).getByRole('rowheader', { name: 'Leilani Kahale' });
    const invitations = await screen.findByRole('grid', { name: 'Invitations' });
    const used = within(invitations).getByRole('row', { name: /Anyone with the code/ });
    within(used).getByText('Used');
    within(used).getByText('Owner');
    expect(within(used).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    const kai = within(invitations).getByRole('row', { name: /kai@example.com/ });
    await arrowTo(user, kai, within(kai).getByRole('button', { name: 'Revoke invitation for kai@example.com' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.team.revokeInvitation')).toEqual([{ id: 'i1' }]));
  });

  it('lists each member with role, last sign-in and how they sign in; never offers to deactivate yourself', async () => {
    renderPanel();
    const team = await screen.findByRole('grid', { name: 'Team members' });
    const owner = within(team).getByRole('row', { name: /Leilani Kahale/ });
    within(owner).getByText('Owner');
    within(owner).getByText('Password');
    // The only active owner: the server would refuse to demote or deactivate them, so nothing offers it.
    within(owner).getByText('The only owner');
    expect(within(owner).queryByRole('button')).toBeNull();
    const kai = within(team).getByRole('row', { name: /Kai Lee/ });
    within(kai).getByText('Never');
    within(kai).getByRole('button', { name: 'Make Kai Lee owner' });
    const noe = within(team).getByRole('row', { name: /Noe Akana/ });
    within(noe).getByText('Staff (deactivated)');
    within(noe).getByRole('button', { name: 'Reactivate Noe Akana' });
  });

  it('deactivates only after the dialog is confirmed; Cancel has the focus and changes nothing', async () => {
    const api = renderPanel({ 'admin.team.deactivate': () => ({ ...KAI, deactivatedAt: '2026-11-27T00:00:00.000Z' }) });
    const user = userEvent.setup();
    const kai = within(await screen.findByRole('grid', { name: 'Team members' })).getByRole('row', { name: /Kai Lee/ });
    await arrowTo(user, kai, within(kai).getByRole('button', { name: 'Deactivate Kai Lee' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Kai Lee?' });
    expect(document.activeElement?.textContent).toBe('Cancel');
    within(dialog).getByText(/signed out everywhere at once/);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.inputsOf('admin.team.deactivate')).toEqual([]);

    await arrowTo(user, kai, within(kai).getByRole('button', { name: 'Deactivate Kai Lee' }));
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.inputsOf('admin.team.deactivate')).toEqual([{ userId: 'u2' }]));
  });

  it('hands over ownership after confirming, and shows the server’s refusal of a role change', async () => {
    const MAHEALANI: TeamMember = { id: 'u4', name: 'Mahealani Ho', email: 'mahealani@example.com', role: 'owner', lastSignInAt: null, deactivatedAt: null };
    const api = renderPanel({
      'admin.team.members': () => [OWNER, KAI, NOE, MAHEALANI],
      'admin.team.handOverOwnership': () => [{ ...OWNER, role: 'staff' }, { ...KAI, role: 'owner' }, NOE],
      'admin.team.setRole': () => {
        throw new Error('The site needs an active owner: make another member owner first (Hand over ownership).');
      },
    });
    const user = userEvent.setup();
    const team = await screen.findByRole('grid', { name: 'Team members' });
    await user.click(within(within(team).getByRole('row', { name: /Kai Lee/ })).getByRole('button', { name: 'Hand over ownership to Kai Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over ownership to Kai Lee?' });
    within(dialog).getByText(/you become staff/);
    await user.click(within(dialog).getByRole('button', { name: 'Hand over ownership' }));
    await waitFor(() => expect(api.inputsOf('admin.team.handOverOwnership')).toEqual([{ userId: 'u2' }]));

    await user.click(within(within(team).getByRole('row', { name: /Leilani Kahale/ })).getByRole('button', { name: 'Make Leilani Kahale staff' }));
    await screen.findByText(/The site needs an active owner/);
    expect(api.inputsOf('admin.team.setRole')).toEqual([{ userId: 'u1', role: 'staff' }]);
  });

  it('invites by e-mail with a role chosen from the keyboard, and says where the invitation went', async () => {
    const api = renderPanel({
      'admin.team.createInvitation': (input) => ({ id: 'i9', email: input.email ?? null, role: input.role ?? 'staff', expiresAt: '2027-03-17T02:00:00.000Z', usedAt: null, createdBy: 'owner@example.com', code: 'the-code' }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite a team member' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(api.inputsOf('admin.team.createInvitation')).toEqual([]);
    await enterValue(user, within(form).getByRole('textbox', { name: 'Their email' }), 'mele@example.com');
    within(form).getByRole('button', { name: /Role/ }).focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Owner' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.inputsOf('admin.team.createInvitation')).toEqual([{ email: 'mele@example.com', role: 'owner' }]));
    expect((await screen.findByRole('status')).textContent).toContain('Invitation e-mailed to mele@example.com');
  });
});

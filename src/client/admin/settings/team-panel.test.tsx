import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTrpc } from '../../test/trpc-harness';
import { TeamPanel } from './team-panel';

describe('the team panel', () => {
  it('shows the team and the invitations as tables, and revokes an open invitation from the keyboard', async () => {
    const api = renderWithTrpc(<TeamPanel />, {
      'admin.team.users': () => [{ id: 'u1', name: 'Leilani Kahale', email: 'owner@example.com', role: 'owner' }],
      'admin.team.invitations': () => [
        { id: 'i1', email: 'kai@example.com', role: 'staff', expiresAt: '2027-03-17T02:00:00.000Z', usedAt: null, createdBy: 'u1' },
        { id: 'i2', email: null, role: 'staff', expiresAt: '2027-03-17T02:00:00.000Z', usedAt: '2027-03-11T02:00:00.000Z', createdBy: 'u1' },
      ],
      'admin.team.revokeInvitation': () => ({ ok: true }),
    });
    const team = await screen.findByRole('grid', { name: 'Team members' });
    within(team).getByRole('rowheader', { name: 'Leilani Kahale' });
    const invitations = await screen.findByRole('grid', { name: 'Invitations' });
    const used = within(invitations).getByRole('row', { name: /Anyone with the code/ });
    within(used).getByText('Used');
    expect(within(used).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    const kai = within(invitations).getByRole('row', { name: /kai@example.com/ });
    const revoke = within(kai).getByRole('button', { name: 'Revoke invitation for kai@example.com' });
    within(kai).getAllByRole('rowheader')[0]!.focus();
    for (let step = 0; step < 6 && document.activeElement !== revoke; step += 1) await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(revoke);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.team.revokeInvitation')).toEqual([{ id: 'i1' }]));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../../../shared/contact/contact.schemas';
import { renderWithTrpc } from '../../lib/test/trpc-harness';
import { OutboxPanel } from '../emails/outbox-panel';
import { TeamPanel } from './team-panel';

const email = (id: number, subject: string, extra: Partial<OutboxEmail> = {}): OutboxEmail => ({
  id,
  kind: 'test',
  to: 'guest@example.com',
  subject,
  status: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2027-03-10T02:00:00.000Z',
  sentAt: null,
  createdAt: '2027-03-10T02:00:00.000Z',
  ...extra,
});

describe('the outbox panel', () => {
  it('lists each e-mail in a React Aria table with its delivery state', async () => {
    renderWithTrpc(<OutboxPanel />, {
      'admin.contact.outbox': () => [
        email(3, 'Waiting one'),
        email(2, 'Retrying one', { attempts: 2 }),
        email(1, 'Failing one', { attempts: 6, lastError: 'connection refused' }),
        email(0, 'Sent one', { status: 'sent', attempts: 1 }),
      ],
    });
    const grid = await screen.findByRole('grid', { name: 'Outbox (4)' });
    const state = (subject: string) => within(within(grid).getByRole('row', { name: new RegExp(subject) })).getAllByRole('gridcell').at(-1)!.textContent;
    expect(state('Waiting one')).toBe('Waiting to send');
    expect(state('Retrying one')).toBe('Retrying (2 tries)');
    expect(state('Failing one')).toBe('Failing (6 tries): connection refused');
    expect(state('Sent one')).toBe('Sent');
    expect(within(grid).getAllByRole('gridcell')[0]!.textContent).toBe('Mar 9, 2027, 4:00 PM HST');
  });
});

describe('the team panel', () => {
  it('shows the team and the invitations as tables, and revokes an open invitation from the keyboard', async () => {
    const api = renderWithTrpc(<TeamPanel />, {
      'admin.team.users': () => [{ id: 'u1', name: 'Leilani Kahale', email: 'owner@example.com', role: 'owner' }],
      'admin.team.invitations': () => [
        { id: 'i1', email: 'kai@example.com', role: 'admin', expiresAt: '2027-03-17T02:00:00.000Z', usedAt: null, createdBy: 'u1' },
        { id: 'i2', email: null, role: 'admin', expiresAt: '2027-03-17T02:00:00.000Z', usedAt: '2027-03-11T02:00:00.000Z', createdBy: 'u1' },
      ],
      'admin.team.revokeInvitation': () => ({ ok: true }),
    });
    const team = await screen.findByRole('grid', { name: 'Team members' });
    expect(within(team).getByRole('rowheader', { name: 'Leilani Kahale' })).toBeTruthy();
    const invitations = await screen.findByRole('grid', { name: 'Invitations' });
    const used = within(invitations).getByRole('row', { name: /Anyone with the code/ });
    expect(within(used).getByText('Used')).toBeTruthy();
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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GuestHistory } from '../../../shared/guest/guest-history.schemas';
import { renderWithTrpc, trpcError } from '../../test/trpc-harness';
import { GuestHistoryButton } from './guest-history';

const HISTORY: GuestHistory = {
  email: 'hana@example.com',
  unconfirmedChats: 1,
  items: [
    { kind: 'booking', at: '2027-03-01T20:00:00.000Z', reference: 'KB-ABC123', guestName: 'Hana Kealoha', checkIn: '2027-06-01', checkOut: '2027-06-05', status: 'confirmed' },
    {
      kind: 'contact',
      at: '2027-03-02T20:00:00.000Z',
      id: 4,
      name: 'Hana',
      message: 'Is there a crib?',
      answeredAt: '2027-03-02T21:00:00.000Z',
      replies: [{ id: 1, text: 'Yes, in the closet.', sentAt: '2027-03-02T21:00:00.000Z', sentByName: 'Leilani' }],
    },
    { kind: 'chat', at: '2027-03-03T20:00:00.000Z', id: '7b0e1c1e-7d1c-4a43-9a55-1d7f0e3c1a11', name: 'Hana', status: 'open', lastMessageAt: '2027-03-03T21:00:00.000Z', messageCount: 3 },
  ],
};

async function openWithKeyboard() {
  const user = userEvent.setup();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Guest history of Hana' }));
  await user.keyboard('{Enter}');
  return { user, dialog: await screen.findByRole('dialog', { name: 'Guest history' }) };
}

describe('the guest history', () => {
  it('lists the bookings, contact messages with replies and confirmed chats of one address, oldest first, each with its link', async () => {
    const api = renderWithTrpc(<GuestHistoryButton email="hana@example.com" name="Hana" />, { 'admin.guests.history': () => HISTORY });
    const { dialog } = await openWithKeyboard();
    const thread = await within(dialog).findByRole('list', { name: 'History of hana@example.com, oldest first' });
    expect(api.inputsOf('admin.guests.history')).toEqual([{ email: 'hana@example.com' }]);
    const [booking, message, chat] = within(thread).getAllByRole('listitem');
    expect(booking!.textContent).toContain('Booking · made Mar 1, 2027, 10:00 AM HST');
    expect(booking!.textContent).toContain('KB-ABC123: Tue, Jun 1 – Sat, Jun 5, 2027 (confirmed), under Hana Kealoha');
    expect(within(booking!).getByRole('link', { name: 'KB-ABC123' }).getAttribute('href')).toBe('/admin/bookings?booking=KB-ABC123');
    within(message!).getByText('Is there a crib?');
    within(message!).getByText('Yes, in the closet.');
    expect(message!.textContent).toContain('Reply by Leilani');
    expect(message!.textContent).toContain('Answered');
    expect(within(message!).getByRole('link', { name: 'Messages from guests' }).getAttribute('href')).toBe('/admin#messages');
    expect(within(chat!).getByRole('link', { name: 'Chat with Hana' }).getAttribute('href')).toBe('/admin/chat?conversation=7b0e1c1e-7d1c-4a43-9a55-1d7f0e3c1a11');
    expect(chat!.textContent).toContain('3 messages');
    within(dialog).getByText(/1 chat under this address is not part of it: the e-mail was never confirmed/);
  });

  it('says so when the address has nothing yet, and closes with Escape back to its button', async () => {
    renderWithTrpc(<GuestHistoryButton email="hana@example.com" name="Hana" />, { 'admin.guests.history': () => ({ email: 'hana@example.com', items: [], unconfirmedChats: 0 }) });
    const { dialog, user } = await openWithKeyboard();
    await within(dialog).findByText('Nothing under this address yet.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Guest history of Hana' })));
  });

  it('says why when the history cannot load', async () => {
    renderWithTrpc(<GuestHistoryButton email="hana@example.com" name="Hana" />, {
      'admin.guests.history': () => {
        throw trpcError(403, 'This area is for the owner and staff only.');
      },
    });
    const { dialog } = await openWithKeyboard();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This area is for the owner and staff only.');
  });
});

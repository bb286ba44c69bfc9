import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatConversationDetail } from '../../../shared/chat/chat.schemas';
import { renderWithTrpc, type Handlers } from '../../test/trpc-harness';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

// Who the host is talking to (issue 17, G4): an address nobody proved says so in words, and the
// host can end the links e-mailed to a conversation (G10).

const ID = '11111111-1111-4111-8111-111111111111';

const conversation = (overrides: Partial<ChatConversation> = {}): ChatConversation => ({
  id: ID,
  name: 'Ana Kealoha',
  email: 'ana@example.com',
  status: 'open',
  blockedUntil: null,
  heldForReview: false,
  emailConfirmed: false,
  createdAt: '2026-03-09T18:00:00.000Z',
  lastMessageAt: '2026-03-09T19:00:00.000Z',
  unread: 0,
  preview: 'What is the door code?',
  ...overrides,
});

const detail = (of: ChatConversation, extra: Partial<ChatConversationDetail> = {}): ChatConversationDetail => ({
  conversation: of,
  messages: [],
  bookings: [],
  bookingReference: null,
  ...extra,
});

const handlers: Handlers = { 'admin.chat.savedReplies.list': () => [], 'admin.chat.endLinks': () => ({ ok: true }) };

function renderView(shown: ChatConversationDetail) {
  return renderWithTrpc(
    <ConversationView detail={shown} pending={[]} onSend={() => undefined} onRetry={() => undefined} onChange={() => undefined} onBack={() => undefined} replyRef={null} />,
    handlers,
  );
}

describe('an e-mail address the guest has not confirmed', () => {
  it('is marked in words in the list', () => {
    renderWithTrpc(
      <ConversationList
        conversations={[conversation(), conversation({ id: '22222222-2222-4222-8222-222222222222', name: 'Ben Akana', emailConfirmed: true })]}
        openId={null}
        onOpen={() => undefined}
        emptyText="None"
      />,
      {},
    );
    expect(screen.getByRole('option', { name: /Ana Kealoha/ }).textContent).toContain('E-mail not confirmed');
    expect(screen.getByRole('option', { name: /Ben Akana/ }).textContent).not.toContain('E-mail not confirmed');
  });

  it('is marked in the conversation, which says why no bookings show and how the guest confirms it', () => {
    renderView(detail(conversation()));
    const header = screen.getByRole('heading', { level: 2, name: 'Ana Kealoha' }).parentElement!;
    within(header).getByText('E-mail not confirmed');
    // Anyone may have typed the address: no guest history is offered for it (issue 19, point 10).
    expect(screen.queryByRole('button', { name: /Guest history/ })).toBeNull();
    const bookings = screen.getByRole('region', { name: 'Their bookings' });
    expect(bookings.textContent).toMatch(/Bookings under this address show once the guest confirms it/);
    expect(within(bookings).queryByRole('link')).toBeNull();
  });

  it('is not marked once confirmed, and names the booking the chat was opened from', () => {
    renderView(
      detail(conversation({ emailConfirmed: true }), {
        bookings: [{ reference: 'KB-ANA123', checkIn: '2026-04-01', checkOut: '2026-04-05', status: 'confirmed' }],
        bookingReference: 'KB-ANA123',
      }),
    );
    expect(screen.queryByText('E-mail not confirmed')).toBeNull();
    screen.getByRole('button', { name: 'Guest history of Ana Kealoha' });
    expect(screen.getByText(/Wrote from the booking page of/).textContent).toContain('KB-ANA123');
    const listed = within(screen.getByRole('region', { name: 'Their bookings' })).getByRole('list');
    expect(within(listed).getByRole('link', { name: 'KB-ANA123' }).getAttribute('href')).toBe('/admin/bookings?booking=KB-ANA123');
  });
});

describe('End e-mailed links', () => {
  it('says what it does, asks first, and ends the links only when confirmed', async () => {
    const user = userEvent.setup();
    const api = renderView(detail(conversation()));
    await user.click(screen.getByRole('button', { name: 'End e-mailed links…' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the e-mailed links?' });
    expect(dialog.textContent).toMatch(/Every chat link e-mailed to ana@example.com so far stops working/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.inputsOf('admin.chat.endLinks')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'End e-mailed links…' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'End the e-mailed links?' })).getByRole('button', { name: 'End links' }));
    await waitFor(() => expect(api.inputsOf('admin.chat.endLinks')).toEqual([{ conversationId: ID }]));
    expect((await screen.findByRole('status')).textContent).toMatch(/E-mailed links ended/);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ChatConversation, ChatConversationDetail, ChatMessage } from '../../../shared/chat/chat.schemas';
import { renderWithTrpc, trpcError, type Handlers } from '../../test/trpc-harness';
import { AdminShell } from '../shell/public';
import { AdminLiveProvider } from '../kit/admin-live';
import { ChatPanel } from './chat-panel';

const account = { name: 'Leilani', signOut: () => {}, signingOut: false };

const ANA_ID = '11111111-1111-4111-8111-111111111111';
const BEN_ID = '22222222-2222-4222-8222-222222222222';
const CAL_ID = '33333333-3333-4333-8333-333333333333';

const conversation = (overrides: Partial<ChatConversation>): ChatConversation => ({
  id: ANA_ID,
  name: 'Ana Kealoha',
  email: 'ana@example.com',
  status: 'open',
  blockedUntil: null,
  heldForReview: false,
  emailConfirmed: true,
  createdAt: '2026-03-09T18:00:00.000Z',
  lastMessageAt: '2026-03-09T19:00:00.000Z',
  unread: 0,
  preview: 'Hello',
  ...overrides,
});

// As the server sends them: unread first, then newest activity.
const ana = conversation({ unread: 2, preview: 'Is the kayak included?' });
const ben = conversation({ id: BEN_ID, name: 'Ben Akana', email: 'ben@example.com', preview: 'Mahalo!', lastMessageAt: '2026-03-09T20:00:00.000Z' });
const cal = conversation({ id: CAL_ID, name: 'Cal Spam', email: 'cal@example.com', heldForReview: true, preview: 'https://a.example' });

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: '1',
  conversationId: ANA_ID,
  author: 'guest',
  body: 'Is the kayak included?',
  clientId: 'guest-client-1',
  createdAt: '2026-03-09T19:00:00.000Z',
  ...overrides,
});

const detailOf = (of: ChatConversation): ChatConversationDetail => ({
  conversation: of,
  messages: [message({ conversationId: of.id })],
  bookings: of.id === ANA_ID ? [{ reference: 'KB-ANA123', checkIn: '2026-04-01', checkOut: '2026-04-05', status: 'confirmed' }] : [],
  bookingReference: null,
});

function renderInbox(overrides: Handlers = {}, path = '/admin/chat') {
  const memory = memoryLocation({ path, record: true });
  const handlers: Handlers = {
    'admin.chat.list': (input) => ({ conversations: input.filter === 'held' ? [cal] : [ana, ben], total: input.filter === 'held' ? 1 : 2, page: 1, pageSize: 20 }),
    'admin.chat.get': ({ conversationId }) => detailOf([ana, ben, cal].find((one) => one.id === conversationId)!),
    'admin.chat.markRead': () => ({ ok: true }),
    'admin.chat.unreadCount': () => ({ conversations: 1, messages: 2 }),
    'admin.chat.savedReplies.list': () => [{ id: '44444444-4444-4444-8444-444444444444', title: 'Check-in time', body: 'Check-in is from 3 pm.' }],
    'admin.chat.reply': ({ conversationId, body, clientId }) => message({ id: '9', conversationId, author: 'host', body, clientId }),
    'admin.chat.resolve': ({ conversationId }) => ({ ...ana, id: conversationId, status: 'resolved' }),
    'admin.chat.reopen': ({ conversationId }) => ({ ...ana, id: conversationId }),
    'admin.chat.block': ({ conversationId }) => ({ ...ana, id: conversationId, status: 'blocked' }),
    'admin.chat.release': ({ conversationId }) => ({ ...cal, id: conversationId, heldForReview: false }),
    ...overrides,
  };
  const view = renderWithTrpc(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Router base="/admin">
        <AdminLiveProvider>
          <AdminShell siteName="Kaneohe Bay Beach House" account={account} sections={[{ href: '/chat', label: 'Chat', group: 'Today', key: 'h' }]}>
            <ChatPanel />
          </AdminShell>
        </AdminLiveProvider>
      </Router>
    </Router>,
    handlers,
  );
  return { ...view, memory };
}

const optionNames = () => within(screen.getByRole('listbox', { name: 'Conversations' })).getAllByRole('option').map((option) => option.textContent);

async function openAna(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: /Ana Kealoha/ });
  await user.click(screen.getByRole('option', { name: /Ana Kealoha/ }));
  return screen.findByRole('heading', { level: 2, name: 'Ana Kealoha' });
}

describe('ChatPanel, the host inbox', () => {
  it('lists conversations in the server’s order with unread counts, and asks for the filter and the search', async () => {
    const user = userEvent.setup();
    const view = renderInbox();
    await screen.findByRole('option', { name: /Ana Kealoha/ });
    expect(optionNames()[0]).toContain('2 unread');
    expect(optionNames().map((name) => name?.split(/\d unread|Is the|Mahalo/)[0])).toEqual(['Ana Kealoha', 'Ben Akana']);
    expect(view.inputsOf('admin.chat.list')[0]).toEqual({ filter: 'open', page: 1 });

    await user.click(screen.getByRole('button', { name: /Show/ }));
    await user.click(await screen.findByRole('option', { name: 'Held for review' }));
    await screen.findByRole('option', { name: /Cal Spam/ });
    expect(view.inputsOf('admin.chat.list').at(-1)).toEqual({ filter: 'held', page: 1 });

    // Typing is debounced: one call for the whole word, not one per letter.
    const before = view.inputsOf('admin.chat.list').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'kayak');
    await waitFor(() => expect(view.inputsOf('admin.chat.list').at(-1)).toEqual({ filter: 'held', search: 'kayak', page: 1 }));
    expect(view.inputsOf('admin.chat.list').length).toBe(before + 1);
  });

  it('opens the held filter from ?filter=held (the dashboard’s alert) and releases a held conversation', async () => {
    const user = userEvent.setup();
    const view = renderInbox({}, '/admin/chat?filter=held');
    await user.click(await screen.findByRole('option', { name: /Cal Spam/ }));
    await user.click(await screen.findByRole('button', { name: 'Release to inbox' }));
    await waitFor(() => expect(view.inputsOf('admin.chat.release')).toEqual([{ conversationId: CAL_ID }]));
  });

  it('opens the conversation an e-mail links to (?conversation=<id>)', async () => {
    renderInbox({}, `/admin/chat?conversation=${BEN_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Ben Akana' });
  });

  it('moves with arrows and with j/k, opens with Enter and shows the guest’s details and bookings', async () => {
    const user = userEvent.setup();
    const view = renderInbox();
    await screen.findByRole('option', { name: /Ana Kealoha/ });
    // j from anywhere outside a field goes to the first conversation, then the next.
    await user.keyboard('j');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: /Ana Kealoha/ }));
    await user.keyboard('j');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: /Ben Akana/ }));
    await user.keyboard('k');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: /Ana Kealoha/ }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: /Ben Akana/ }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: /Ana Kealoha/ }));
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Ana Kealoha' });
    expect(screen.getByRole('option', { name: /Ana Kealoha/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'ana@example.com' }).getAttribute('href')).toBe('mailto:ana@example.com');
    expect(screen.getByRole('link', { name: 'KB-ANA123' }).getAttribute('href')).toBe('/admin/bookings?booking=KB-ANA123');
    // Opened and visible: marked read.
    await waitFor(() => expect(view.inputsOf('admin.chat.markRead')).toEqual([{ conversationId: ANA_ID }]));
  });

  it('focuses the reply field with r, sends with Ctrl+Enter and shows the reply', async () => {
    const user = userEvent.setup();
    const view = renderInbox();
    await openAna(user);
    await user.click(screen.getByRole('heading', { level: 1, name: 'Chat' }));
    await user.keyboard('r');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reply' })));
    // 'r' typed in the field is text, not a shortcut.
    await user.keyboard('Yes, two kayaks{Control>}{Enter}{/Control}');
    await waitFor(() => expect(view.inputsOf('admin.chat.reply')).toHaveLength(1));
    expect(view.inputsOf('admin.chat.reply')[0]).toMatchObject({ conversationId: ANA_ID, body: 'Yes, two kayaks' });
    await within(screen.getByRole('list', { name: 'Messages' })).findByText('Yes, two kayaks');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reply' }).value).toBe('');
  });

  it('sends a reply over plain http, where the browser has no crypto.randomUUID (an owner on the local network)', async () => {
    // Outside a secure context browsers give crypto.getRandomValues only: no randomUUID, no subtle.
    const secure = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => secure.getRandomValues(array) });
    try {
      const user = userEvent.setup();
      const view = renderInbox();
      await openAna(user);
      await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Aloha from the lanai');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(view.inputsOf('admin.chat.reply')).toHaveLength(1));
      expect(view.inputsOf('admin.chat.reply')[0]?.clientId).toMatch(/^[\w-]{8,64}$/);
      await within(screen.getByRole('list', { name: 'Messages' })).findByText('Aloha from the lanai');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps a reply that failed as “Not sent” and retries it with the same clientId', async () => {
    const user = userEvent.setup();
    let fail = true;
    const view = renderInbox({
      'admin.chat.reply': ({ conversationId, body, clientId }) => {
        if (fail) throw trpcError(503, 'The server is busy.');
        return message({ id: '9', conversationId, author: 'host', body, clientId });
      },
    });
    await openAna(user);
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Aloha');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Not sent.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).toBeNull());
    const [first, second] = view.inputsOf('admin.chat.reply');
    expect(second?.clientId).toBe(first?.clientId);
  });

  it('inserts a saved reply by keyboard', async () => {
    const user = userEvent.setup();
    renderInbox();
    await openAna(user);
    screen.getByRole('button', { name: 'Saved replies' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Check-in time' })).toBe(document.activeElement));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reply' }).value).toBe('Check-in is from 3 pm.'));
  });

  it('resolves, reopens, and blocks only after the confirmation, then shows until when new chats are refused', async () => {
    const user = userEvent.setup();
    let status: ChatConversation['status'] = 'open';
    let blockedUntil: string | null = null;
    const view = renderInbox({
      'admin.chat.get': () => detailOf({ ...ana, status, blockedUntil }),
      'admin.chat.block': () => {
        status = 'blocked';
        // 10 am in Honolulu on December 9.
        blockedUntil = '2026-12-09T20:00:00.000Z';
        return { ...ana, status, blockedUntil };
      },
      'admin.chat.resolve': () => {
        status = 'resolved';
        return { ...ana, status };
      },
      'admin.chat.reopen': () => {
        status = 'open';
        return { ...ana, status };
      },
    });
    await openAna(user);
    await user.click(screen.getByRole('button', { name: 'Mark resolved' }));
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    await screen.findByRole('button', { name: 'Mark resolved' });
    expect(view.inputsOf('admin.chat.resolve')).toEqual([{ conversationId: ANA_ID }]);
    expect(view.inputsOf('admin.chat.reopen')).toEqual([{ conversationId: ANA_ID }]);

    await user.click(screen.getByRole('button', { name: 'Block…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Ana Kealoha?' });
    expect(dialog.textContent).toContain('For 30 days, new chats from their e-mail address or their connection are refused the same way.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(view.inputsOf('admin.chat.block')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Block…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(view.inputsOf('admin.chat.block')).toEqual([{ conversationId: ANA_ID }]));
    await screen.findByText(/Blocked until Wed, Dec 9, 2026 · started/);
    await screen.findByRole('button', { name: 'Unblock' });
  });

  it('announces a guest’s new message pushed by the live stream, and refreshes the list', async () => {
    const view = renderInbox();
    await screen.findByRole('option', { name: /Ana Kealoha/ });
    // The tab's one live stream, opened as the host in the inbox.
    await waitFor(() => expect(view.inputsOf('admin.live.onEvent')).toEqual([{ inbox: true, lastEventId: null }]));
    const lists = view.inputsOf('admin.chat.list').length;
    act(() => view.push('admin.live.onEvent', { id: '10', data: { type: 'chat', ...message({ id: '10', conversationId: BEN_ID, body: 'Can we check in early?' }) } }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('New message from Ben Akana: Can we check in early?'));
    await waitFor(() => expect(view.inputsOf('admin.chat.list').length).toBeGreaterThan(lists));
  });

  it('lists its shortcuts in the “?” dialog', async () => {
    const user = userEvent.setup();
    renderInbox();
    await openAna(user);
    await user.click(screen.getByRole('heading', { level: 1, name: 'Chat' }));
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const does of ['Next conversation', 'Previous conversation', 'Reply', 'Send reply']) {
      within(dialog).getByRole('cell', { name: `On this screen: ${does}` });
    }
  });
  it('shows links in messages as links opening in a new tab, the rest as text, never as HTML; a held conversation’s stay plain text', async () => {
    const user = userEvent.setup();
    const body = 'Directions: https://maps.example.com/kbh?x=1. <b>Bold?</b> www.kbh.example';
    const messagesOf: Record<string, string> = { [ANA_ID]: body, [CAL_ID]: 'Cheap deals https://a.example' };
    renderInbox({
      'admin.chat.list': () => ({ conversations: [ana, cal], total: 2, page: 1, pageSize: 20 }),
      'admin.chat.get': ({ conversationId }) => {
        const of = conversationId === CAL_ID ? cal : ana;
        return { ...detailOf(of), messages: [message({ conversationId, body: messagesOf[conversationId] })] };
      },
    });
    await openAna(user);
    const messages = screen.getByRole('list', { name: 'Messages' });
    const links = within(messages).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      ['https://maps.example.com/kbh?x=1', 'https://maps.example.com/kbh?x=1', '_blank', 'noopener noreferrer nofollow'],
      ['www.kbh.example', 'https://www.kbh.example/', '_blank', 'noopener noreferrer nofollow'],
    ]);
    expect(messages.textContent).toContain(body);
    expect(messages.querySelector('b')).toBeNull();

    // Held for its links: nothing to click by accident before the review.
    await user.click(screen.getByRole('option', { name: /Cal Spam/ }));
    await screen.findByRole('heading', { level: 2, name: 'Cal Spam' });
    const held = screen.getByRole('list', { name: 'Messages' });
    expect(held.textContent).toContain('Cheap deals https://a.example');
    expect(within(held).queryByRole('link')).toBeNull();
  });

  it('pages through more than a page of conversations with Previous and Next, j/k moving within the page', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, index) =>
      conversation({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, name: `Guest ${index + 1}`, preview: 'Aloha' }),
    );
    const view = renderInbox({
      'admin.chat.list': ({ page = 1 }) => ({ conversations: many.slice((page - 1) * 20, page * 20), total: many.length, page, pageSize: 20 }),
    });
    await screen.findByRole('option', { name: /Guest 1Aloha/ });
    expect(optionNames()).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Conversation pages' });
    expect(pager.textContent).toContain('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByRole('option', { name: /Guest 21Aloha/ });
    expect(view.inputsOf('admin.chat.list').at(-1)).toEqual({ filter: 'open', page: 2 });
    expect(pager.textContent).toContain('Page 2 of 3');
    // j goes to the first conversation of this page and moves on within it.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('j');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: /Guest 21Aloha/ }));
    await user.keyboard('j');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: /Guest 22Aloha/ }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: /Guest 23Aloha/ }));

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByRole('option', { name: /Guest 45Aloha/ });
    expect(optionNames()).toHaveLength(5);
    expect(within(pager).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('option', { name: /Guest 21Aloha/ });

    // Another search starts at its first page.
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'Guest');
    await waitFor(() => expect(view.inputsOf('admin.chat.list').at(-1)).toEqual({ filter: 'open', search: 'Guest', page: 1 }));
  });
});

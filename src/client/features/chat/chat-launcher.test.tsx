import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatGuestView, ChatMessage } from '../../../shared/chat/chat.schemas';
import type { ChatHost } from '../../../shared/property/property.schemas';
import { withSiteInfoFallbacks } from '../../../shared/property/site-info.rules';
import { renderWithTrpc, trpcError, type Handlers } from '../../test/trpc-harness';
import { ChatLauncher } from './chat-launcher';
import { loadChatPanel } from './public-lazy';

const message = (id: string, author: 'guest' | 'host', body: string, clientId: string | null = null): ChatMessage => ({
  id,
  conversationId: '6f1c5a52-2d55-4a8e-9f3e-0c4a1f1f2b10',
  author,
  body,
  clientId,
  createdAt: '2026-11-24T20:00:00.000Z',
});

const view = (messages: ChatMessage[], unread = 0): ChatGuestView => ({ conversationId: messages[0]!.conversationId, name: 'Ruth Ellis', messages, unread });

const leilani = { name: 'Leilani Kahale', first_name: 'Leilani', photo_url: '', usually_answers: 'Usually answers within an hour.' };

// The site info every public page carries (with its chat host), and a live stream that stays open and
// quiet: these tests are about what the guest does.
const onEveryPage = (host: ChatHost = leilani) =>
  ({ 'content.siteInfo': () => withSiteInfoFallbacks({ host }), 'chat.onMessage': () => new Promise<never>(() => undefined) }) as unknown as Handlers;
const quietStream = onEveryPage();

// The panel is a chunk of its own (React.lazy): load it once before the tests, so a busy machine's slow
// module transform is waited for here and never counted against a query's one-second budget.
beforeAll(() => loadChatPanel());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.title = 'Kaneohe Bay Beach House';
});

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Chat with Leilani/ }));
  return screen.findByRole('dialog', { name: 'Chat with Leilani' });
}

describe('ChatLauncher', () => {
  it('asks a first-time guest for a name and e-mail and starts the conversation with the first message', async () => {
    const api = renderWithTrpc(<ChatLauncher />, {
      ...quietStream,
      'chat.history': () => null,
      'chat.start': (input) => ({ status: 'sent', conversationId: '6f1c5a52-2d55-4a8e-9f3e-0c4a1f1f2b10', message: message('1', 'guest', input.message, input.clientId) }),
    });
    const user = userEvent.setup();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Name is required');
    expect(api.inputsOf('chat.start')).toEqual([]);

    await user.type(screen.getByLabelText(/Your name/), 'Ruth Ellis');
    await user.type(screen.getByLabelText(/E-mail/), 'ruth@example.com');
    await user.type(screen.getByLabelText('Message'), 'Is the kayak free to use?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const log = screen.getByRole('log', { name: 'Conversation with Leilani' });
    await waitFor(() => expect(log.textContent).toContain('Is the kayak free to use?'));
    const [sent] = api.inputsOf('chat.start');
    expect(sent).toMatchObject({ name: 'Ruth Ellis', email: 'ruth@example.com', message: 'Is the kayak free to use?' });
    expect(sent?.clientId).toMatch(/^[\w-]{8,64}$/);
    // The next message needs no name or e-mail.
    await waitFor(() => expect(screen.queryByLabelText(/Your name/)).toBeNull());
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('');
  });

  it('shows a message that failed to send as "Not sent" and retries it with the same clientId', async () => {
    localStorage.setItem('kbh-chat', JSON.stringify({ seen: '1' }));
    let attempts = 0;
    const api = renderWithTrpc(<ChatLauncher />, {
      ...quietStream,
      'chat.history': () => view([message('1', 'guest', 'Hello')]),
      'chat.send': (input) => {
        attempts += 1;
        if (attempts === 1) throw trpcError(503, 'The server is busy.');
        return { status: 'sent', message: message('2', 'guest', input.body, input.clientId) };
      },
    });
    const user = userEvent.setup();
    await openChat(user);
    await user.type(screen.getByLabelText('Message'), 'Can we check in early?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // Shown at once, then marked as not sent.
    const log = screen.getByRole('log');
    expect(log.textContent).toContain('Can we check in early?');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(log.textContent).toContain('Not sent');
    await user.click(retry);

    await waitFor(() => expect(screen.queryByText(/Not sent/)).toBeNull());
    const sends = api.inputsOf('chat.send');
    expect(sends).toHaveLength(2);
    expect(sends[1]).toEqual(sends[0]);
    expect(log.textContent?.match(/Can we check in early\?/g)).toHaveLength(1);
  });

  it('keeps what the guest typed across a reload', async () => {
    const handlers: Handlers = { ...quietStream, 'chat.history': () => null };
    const first = renderWithTrpc(<ChatLauncher />, handlers);
    const user = userEvent.setup();
    await openChat(user);
    await user.type(screen.getByLabelText(/Your name/), 'Ruth');
    await user.type(screen.getByLabelText('Message'), 'Half a question');
    first.unmount();

    renderWithTrpc(<ChatLauncher />, handlers);
    await openChat(user);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Half a question');
    expect(screen.getByLabelText<HTMLInputElement>(/Your name/).value).toBe('Ruth');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderWithTrpc(<ChatLauncher />, { ...quietStream, 'chat.history': () => null });
    const user = userEvent.setup();
    await openChat(user);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Your name/)));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Chat with Leilani/ }));
  });

  it('shows unread host replies on the button and in the tab title, and clears them once read', async () => {
    localStorage.setItem('kbh-chat', JSON.stringify({ seen: '1' }));
    const conversation = view([message('1', 'guest', 'Hello'), message('2', 'host', 'Aloha! Yes, the kayaks are free.')], 1);
    const api = renderWithTrpc(<ChatLauncher />, { ...quietStream, 'chat.history': () => conversation, 'chat.markRead': () => ({ ok: true }) });
    await screen.findByRole('button', { name: 'Chat with Leilani, 1 unread' });
    await waitFor(() => expect(document.title).toBe('(1) Kaneohe Bay Beach House'));
    expect(api.inputsOf('chat.markRead')).toHaveLength(0);

    const user = userEvent.setup();
    await openChat(user);
    await waitFor(() => expect(api.inputsOf('chat.markRead')).toHaveLength(1));
    expect(screen.getByRole('log').textContent).toContain('Aloha! Yes, the kayaks are free.');
    await waitFor(() => expect(document.title).toBe('Kaneohe Bay Beach House'));
    screen.getByRole('button', { name: 'Chat with Leilani' });
  });

  it('shows the neutral notice of a closed conversation', async () => {
    localStorage.setItem('kbh-chat', JSON.stringify({ seen: '1' }));
    renderWithTrpc(<ChatLauncher />, {
      ...quietStream,
      'chat.history': () => view([message('1', 'guest', 'Hello')]),
      'chat.send': () => ({ status: 'closed', notice: 'This conversation is closed. For anything else, please use the contact form.' }),
    });
    const user = userEvent.setup();
    await openChat(user);
    await user.type(screen.getByLabelText('Message'), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'This conversation is closed. For anything else, please use the contact form.');
  });

  it('continues the conversation of an e-mailed link: resumes it, opens the panel and takes the token out of the address', async () => {
    window.history.replaceState(null, '', '/stay?chat=6f1c5a52-2d55-4a8e-9f3e-0c4a1f1f2b10.signature#reviews');
    const api = renderWithTrpc(<ChatLauncher />, {
      ...quietStream,
      'chat.resume': () => view([message('1', 'guest', 'Hello'), message('2', 'host', 'Aloha from Leilani')]),
      'chat.markRead': () => ({ ok: true }),
    });
    const panel = await screen.findByRole('dialog', { name: 'Chat with Leilani' });
    await waitFor(() => expect(panel.textContent).toContain('Aloha from Leilani'));
    expect(api.inputsOf('chat.resume')[0]).toEqual({ token: '6f1c5a52-2d55-4a8e-9f3e-0c4a1f1f2b10.signature' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/stay#reviews');
    expect(screen.queryByLabelText(/Your name/)).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('keeps no live connection while the tab is hidden and resumes after the last message it has when it shows again', async () => {
    localStorage.setItem('kbh-chat', JSON.stringify({ seen: '2' }));
    const api = renderWithTrpc(<ChatLauncher />, { ...quietStream, 'chat.history': () => view([message('1', 'guest', 'Hello'), message('2', 'host', 'Aloha')]) });
    const user = userEvent.setup();
    await openChat(user);
    await waitFor(() => expect(api.inputsOf('chat.onMessage')).toHaveLength(1));
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      setVisibility('hidden');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.inputsOf('chat.onMessage')).toHaveLength(1);
      setVisibility('visible');
      await waitFor(() => expect(api.inputsOf('chat.onMessage')).toHaveLength(2));
      expect(api.inputsOf('chat.onMessage')[1]).toEqual({ lastEventId: '2' });
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
  it('names the host site info gives: first name on the button, name, photo and answer time in the panel', async () => {
    const keoni = { name: 'Keoni Akana', first_name: 'Keoni', photo_url: '/images/keoni.jpg', usually_answers: 'Usually answers within two hours.' };
    renderWithTrpc(<ChatLauncher />, { ...onEveryPage(keoni), 'chat.history': () => null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat with Keoni' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with Keoni' });
    expect(panel.textContent).toContain('Keoni Akana, your host. Usually answers within two hours.');
    expect(panel.querySelector('img')?.getAttribute('src')).toBe('/images/keoni.jpg');
    screen.getByRole('log', { name: 'Conversation with Keoni' });
  });

  it('shows the host’s initials in a circle when there is no photo', async () => {
    renderWithTrpc(<ChatLauncher />, { ...quietStream, 'chat.history': () => null });
    const user = userEvent.setup();
    const panel = await openChat(user);
    expect(panel.querySelector('img, svg')).toBeNull();
    expect(panel.querySelector('[aria-hidden="true"]')?.textContent).toBe('LK');
    expect(panel.textContent).toContain('Leilani Kahale, your host. Usually answers within an hour.');
  });

  it('says “the host” when site info has no host yet', async () => {
    renderWithTrpc(<ChatLauncher />, { ...onEveryPage({ name: '', first_name: '', photo_url: '', usually_answers: '' }), 'chat.history': () => null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat with the host' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with the host' });
    expect(panel.textContent).not.toContain('Leilani');
    screen.getByText('So the host can answer you by e-mail if you leave:');
  });
});

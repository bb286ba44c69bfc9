import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_LINK_EXPIRED_NOTICE } from '../../../shared/chat/chat.rules';
import type { ChatMessage } from '../../../shared/chat/chat.schemas';
import { withSiteInfoFallbacks } from '../../../shared/property/site-info.rules';
import { renderWithTrpc, trpcError, type Handlers } from '../../test/trpc-harness';
import { ChatLauncher } from './chat-launcher';
import { openChatForBooking } from './chat-opener';
import { loadChatPanel } from './public-lazy';

// The chat opened with a proof (issue 17): the e-mailed link, and the guest's booking page.

const CONVERSATION = '6f1c5a52-2d55-4a8e-9f3e-0c4a1f1f2b10';
const ACCESS = { reference: 'KB-7Q4M2X', token: 'signed-token-0123456789abcdef' };
const message = (id: string, body: string, clientId: string): ChatMessage => ({
  id,
  conversationId: CONVERSATION,
  author: 'guest',
  body,
  clientId,
  createdAt: '2026-11-24T20:00:00.000Z',
});
const onEveryPage = {
  'content.siteInfo': () => withSiteInfoFallbacks({ host: { name: 'Leilani Kahale', first_name: 'Leilani', photo_url: '', usually_answers: '' } }),
  'chat.onMessage': () => new Promise<never>(() => undefined),
} as unknown as Handlers;

// The panel is a chunk of its own (React.lazy): load it once before the tests, so a busy machine's slow
// module transform is waited for here and never counted against a query's one-second budget.
beforeAll(() => loadChatPanel());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the chat opened with a proof', () => {
  it('tells a guest whose e-mailed link has expired what to do, and lets them start a new chat', async () => {
    window.history.replaceState(null, '', '/?chat=old-token');
    renderWithTrpc(<ChatLauncher />, {
      ...onEveryPage,
      'chat.resume': () => {
        throw trpcError(403, CHAT_LINK_EXPIRED_NOTICE);
      },
      'chat.history': () => null,
    });
    const chat = await screen.findByRole('dialog', { name: 'Chat with Leilani' });
    await within(chat).findByText(CHAT_LINK_EXPIRED_NOTICE);
    await within(chat).findByLabelText(/Your name/);
    expect(window.location.search).toBe('');
  });

  it("writes from the booking page under the booking's name, asking for no name or e-mail", async () => {
    const api = renderWithTrpc(<ChatLauncher />, {
      ...onEveryPage,
      'chat.openFromBooking': () => ({ view: null, guestName: 'Ruth Ellis' }),
      'chat.startFromBooking': (input) => ({ status: 'sent', conversationId: CONVERSATION, message: message('1', input.message, input.clientId) }),
    });
    await screen.findByRole('button', { name: /Chat with Leilani/ });
    act(() => openChatForBooking(ACCESS));
    const chat = await screen.findByRole('dialog', { name: 'Chat with Leilani' });
    await within(chat).findByText('Writing as Ruth Ellis about booking KB-7Q4M2X.');
    expect(within(chat).queryByLabelText(/Your name/)).toBeNull();
    expect(within(chat).queryByLabelText(/E-mail/)).toBeNull();

    const user = userEvent.setup();
    await user.type(within(chat).getByLabelText('Message'), 'Where do we park?');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(chat).getByRole('log').textContent).toContain('Where do we park?'));
    expect(api.inputsOf('chat.startFromBooking')).toEqual([{ ...ACCESS, message: 'Where do we park?', clientId: expect.stringMatching(/^[\w-]{8,64}$/) }]);
    expect(api.inputsOf('chat.openFromBooking')).toEqual([ACCESS]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../../shared/contact/contact.schemas';
import { renderWithTrpc, trpcError, type Handlers } from '../../test/trpc-harness';
import { MessagesPanel } from './messages-panel';

const message = (id: number, name: string, extra: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: null,
  message: `Aloha from ${name}.\nSecond line.`,
  createdAt: '2027-03-10T02:00:00.000Z',
  answeredAt: null,
  answeredBy: null,
  replies: [],
  ...extra,
});

/** A stand-in server holding the messages; marking answered and reopening change what the next list says. */
function renderPanel(overrides: Handlers = {}, count = 2) {
  const stored = Array.from({ length: count }, (_, index) => message(index + 1, ['Kai', 'Lani', 'Moana'][index % 3]!, index === 0 ? { phone: '+1 808 555 0101' } : {}));
  const change = (id: number, fields: Partial<ContactMessage>) => {
    const index = stored.findIndex((item) => item.id === id);
    stored[index] = { ...stored[index]!, ...fields };
    return stored[index];
  };
  const byStatus = (status: string) => stored.filter((item) => status === 'all' || (status === 'answered') === (item.answeredAt !== null));
  return renderWithTrpc(<MessagesPanel />, {
    'admin.contact.messages': (input) => {
      const status = input?.status ?? 'all';
      const page = Number(input?.page ?? 1);
      const matching = byStatus(status);
      return { items: matching.slice((page - 1) * 20, page * 20), total: matching.length, page, pageSize: 20 };
    },
    'admin.contact.markAnswered': ({ id }) => change(Number(id), { answeredAt: '2027-03-10T03:00:00.000Z', answeredBy: { id: 'u1', name: 'Leilani' } }),
    'admin.contact.reopen': ({ id }) => change(Number(id), { answeredAt: null, answeredBy: null }),
    'admin.contact.reply': ({ id, text }) => {
      const before = stored.find((item) => item.id === Number(id))!;
      const reply = { id: 100 + before.replies.length, text: text.trim(), sentAt: '2027-03-10T03:00:00.000Z', sentByName: 'Leilani' };
      return change(Number(id), { answeredAt: before.answeredAt ?? reply.sentAt, answeredBy: before.answeredBy ?? { id: 'u1', name: 'Leilani' }, replies: [...before.replies, reply] });
    },
    ...overrides,
  });
}

describe('the messages panel', () => {
  it('shows each message in a table: when (Hawaii time), who with a mailto link and phone, the text with its line breaks, and its status', async () => {
    renderPanel();
    const grid = await screen.findByRole('grid', { name: 'All messages (2)' });
    const kai = within(grid).getByRole('row', { name: /Kai/ });
    within(kai).getByText('Mar 9, 2027, 4:00 PM HST');
    expect(within(kai).getByRole('link', { name: 'kai@example.com' }).getAttribute('href')).toBe('mailto:kai@example.com');
    within(kai).getByText('+1 808 555 0101');
    within(kai).getByText('Aloha from Kai.\nSecond line.', { normalizer: (text) => text });
    within(kai).getByText('Unanswered');
    within(kai).getByRole('button', { name: 'Reply to Kai…' });
    within(kai).getByRole('button', { name: 'Guest history of Kai' });
  });

  it('shows each reply under the guest’s message, with who wrote it and when', async () => {
    renderPanel({
      'admin.contact.messages': () => ({
        items: [message(1, 'Kai', { answeredAt: '2027-03-10T03:00:00.000Z', replies: [{ id: 7, text: 'Aloha Kai,\nyes.', sentAt: '2027-03-10T03:00:00.000Z', sentByName: 'Leilani' }] })],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    const kai = within(await screen.findByRole('grid', { name: 'All messages (1)' })).getByRole('row', { name: /Kai/ });
    within(kai).getByText('Reply by Leilani · Mar 9, 2027, 5:00 PM HST');
    within(kai).getByText('Aloha Kai,\nyes.', { normalizer: (text) => text });
  });

  it('asks the server for the status chosen in the labelled filter, from page 1', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('grid', { name: 'All messages (2)' });
    await user.click(screen.getByRole('button', { name: /Show messages/ }));
    await user.click(await screen.findByRole('option', { name: 'Answered' }));
    await waitFor(() => expect(api.inputsOf('admin.contact.messages').at(-1)).toEqual({ status: 'answered', page: 1 }));
    await screen.findByText('No answered messages yet.');
    await user.click(screen.getByRole('button', { name: /Show messages/ }));
    await user.click(await screen.findByRole('option', { name: 'Unanswered' }));
    await waitFor(() => expect(api.inputsOf('admin.contact.messages').at(-1)).toEqual({ status: 'unanswered', page: 1 }));
    await screen.findByRole('grid', { name: 'Unanswered messages (2)' });
  });

  it('marks a message answered with the keyboard alone (arrow keys to the row’s button, Enter), then reopens it', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'All messages (2)' });
    const kai = within(grid).getByRole('row', { name: /Kai/ });
    // Tab lands on the filter, the next Tab in the table; arrows walk to Kai's row and across to its actions.
    while (!grid.contains(document.activeElement)) await user.tab();
    while (!kai.contains(document.activeElement)) await user.keyboard('{ArrowDown}');
    const markButton = within(kai).getByRole('button', { name: 'Mark the message from Kai answered' });
    for (let step = 0; step < 12 && document.activeElement !== markButton; step += 1) await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(markButton);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.contact.markAnswered')).toEqual([{ id: 1 }]));
    const answeredRow = await waitFor(() => within(screen.getByRole('grid', { name: 'All messages (2)' })).getByRole('row', { name: /Kai/ }));
    await waitFor(() => expect(answeredRow.textContent).toContain('Answered Mar 9, 2027, 5:00 PM HST by Leilani'));
    await user.click(within(answeredRow).getByRole('button', { name: 'Reopen the message from Kai' }));
    await waitFor(() => expect(api.inputsOf('admin.contact.reopen')).toEqual([{ id: 1 }]));
    await waitFor(() => expect(within(screen.getByRole('grid')).getAllByText('Unanswered')).toHaveLength(2));
  });

  it('pages through many messages', async () => {
    const api = renderPanel({}, 45);
    const user = userEvent.setup();
    await screen.findByRole('grid', { name: 'All messages (45), page 1 of 3' });
    await user.click(within(screen.getByRole('navigation', { name: 'Message pages' })).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.inputsOf('admin.contact.messages').at(-1)).toEqual({ status: 'all', page: 2 }));
    await screen.findByRole('grid', { name: 'All messages (45), page 2 of 3' });
  });

  it('says so when the list cannot load', async () => {
    renderPanel({
      'admin.contact.messages': () => {
        throw trpcError(403, 'This area is for the owner and staff only.');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This area is for the owner and staff only.');
  });
});

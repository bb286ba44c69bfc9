import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../../shared/contact/contact.schemas';
import { renderWithTrpc, trpcError, type Handlers } from '../../test/trpc-harness';
import { MessagesPanel } from './messages-panel';

const kai: ContactMessage = {
  id: 1,
  name: 'Kai',
  email: 'kai@example.com',
  phone: null,
  message: 'Is the kayak free?',
  createdAt: '2027-03-10T02:00:00.000Z',
  answeredAt: null,
  answeredBy: null,
  replies: [],
};

/** One message on a stand-in server; a reply lists under it and marks it answered, as the server does. */
function renderPanel(overrides: Handlers = {}) {
  let stored = kai;
  return renderWithTrpc(<MessagesPanel />, {
    'admin.contact.messages': () => ({ items: [stored], total: 1, page: 1, pageSize: 20 }),
    'admin.contact.reply': ({ text }) => {
      stored = { ...stored, answeredAt: '2027-03-10T03:00:00.000Z', answeredBy: { id: 'u1', name: 'Leilani' }, replies: [{ id: 9, text, sentAt: '2027-03-10T03:00:00.000Z', sentByName: 'Leilani' }] };
      return stored;
    },
    'admin.contact.outbox': () => [],
    ...overrides,
  });
}

/** Tab into the table, then the arrow keys to Kai's 'Reply…' button, and Enter: the keyboard's way to the form. */
async function openReplyByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  const grid = await screen.findByRole('grid', { name: 'All messages (1)' });
  const row = within(grid).getByRole('row', { name: /Kai/ });
  while (!grid.contains(document.activeElement)) await user.tab();
  while (!row.contains(document.activeElement)) await user.keyboard('{ArrowDown}');
  const replyButton = within(row).getByRole('button', { name: 'Reply to Kai…' });
  for (let step = 0; step < 12 && document.activeElement !== replyButton; step += 1) await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(replyButton);
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Reply to Kai' });
  return { dialog, replyButton };
}

describe('the reply form', () => {
  it('answers a message with the keyboard alone: the labelled field under the guest’s words, Send reply, then the reply under the message', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    const { dialog, replyButton } = await openReplyByKeyboard(user);
    within(dialog).getByText('Is the kayak free?');
    const field = within(dialog).getByRole('textbox', { name: 'Your reply' });
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    within(dialog).getByText(/E-mailed to kai@example.com/);
    await user.keyboard('Aloha Kai,{Enter}yes, the kayak is free.');
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Send reply' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.inputsOf('admin.contact.reply')).toEqual([{ id: 1, text: 'Aloha Kai,\nyes, the kayak is free.' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(screen.getByRole('grid')).getByRole('row', { name: /Kai/ });
    await waitFor(() => expect(row.textContent).toContain('Answered Mar 9, 2027, 5:00 PM HST by Leilani'));
    within(row).getByText('Reply by Leilani · Mar 9, 2027, 5:00 PM HST');
    await waitFor(() => expect(document.activeElement).toBe(replyButton));
  });

  it('refuses an empty reply on the field, sending nothing', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    const { dialog } = await openReplyByKeyboard(user);
    await user.keyboard('   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    const field = within(dialog).getByRole('textbox', { name: 'Your reply' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    within(dialog).getByText('Write your reply');
    expect(api.inputsOf('admin.contact.reply')).toEqual([]);
  });

  it('shows the server’s refusal on the field and keeps the text', async () => {
    renderPanel({
      'admin.contact.reply': () => {
        throw trpcError(400, 'Please check the highlighted fields.', { text: ['Your reply is too long (5,000 characters at most)'] });
      },
    });
    const user = userEvent.setup();
    const { dialog } = await openReplyByKeyboard(user);
    await user.keyboard('Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await within(dialog).findByText('Your reply is too long (5,000 characters at most)');
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Your reply' }).value).toBe('Hello');
  });

  it('closes with Cancel, sending nothing', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    const { dialog } = await openReplyByKeyboard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.inputsOf('admin.contact.reply')).toEqual([]);
  });
});

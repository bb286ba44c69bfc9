import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTrpc, trpcError } from '../../test/trpc-harness';
import { ChatHostPanel } from './chat-host-panel';

const leilani = { name: 'Leilani Kahale', first_name: 'Leilani', photo_url: '', usually_answers: 'Usually answers within an hour.' };

describe('the chat host settings', () => {
  it('shows the saved host in labelled fields and saves the owner’s changes', async () => {
    const api = renderWithTrpc(<ChatHostPanel />, { 'admin.content.chatHost': () => leilani, 'admin.content.updateChatHost': (input) => input });
    const user = userEvent.setup();
    const first = await screen.findByRole('textbox', { name: /First name for the chat button/ });
    expect((first as HTMLInputElement).value).toBe('Leilani');
    await user.clear(first);
    await user.type(first, 'Lani');
    await user.type(screen.getByRole('textbox', { name: /Photo/ }), '/images/lani.jpg');
    await user.click(screen.getByRole('button', { name: 'Save chat host' }));
    await waitFor(() => expect(api.inputsOf('admin.content.updateChatHost')).toEqual([{ ...leilani, first_name: 'Lani', photo_url: '/images/lani.jpg' }]));
  });

  it('says what is wrong per field before sending, and shows the server’s own field messages', async () => {
    const api = renderWithTrpc(<ChatHostPanel />, {
      'admin.content.chatHost': () => leilani,
      'admin.content.updateChatHost': () => {
        throw trpcError(400, 'Check the fields', { usually_answers: ['Answer time is too long (160 characters at most)'] });
      },
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Photo/ }), 'https://elsewhere.example/me.jpg');
    await user.click(screen.getByRole('button', { name: 'Save chat host' }));
    await screen.findByText('Give the host’s name');
    screen.getByText('Give a path on this site starting with / (such as /images/host.jpg), or leave it empty');
    expect(api.inputsOf('admin.content.updateChatHost')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Leilani Kahale');
    const photo = screen.getByRole('textbox', { name: /Photo/ });
    await user.clear(photo);
    await user.click(screen.getByRole('button', { name: 'Save chat host' }));
    await screen.findByText('Answer time is too long (160 characters at most)');
    expect(api.inputsOf('admin.content.updateChatHost')).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../../../shared/contact/contact.schemas';
import { renderWithTrpc } from '../../test/trpc-harness';
import { OutboxPanel } from './outbox-panel';

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

describe('an e-mail opened from the outbox', () => {
  it('opens by its subject from the keyboard: recipients, delivery, and the text with its link to follow; Escape closes', async () => {
    const reset = email(7, 'Reset your password', { to: 'owner@example.com', attempts: 3, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    const view = renderWithTrpc(<OutboxPanel />, {
      'admin.contact.outbox': () => [reset],
      'admin.contact.outboxMessage': () => ({
        ...reset,
        replyTo: null,
        text: 'Aloha Leilani,\n\nChoose a new password here: https://kaneohe.example/auth?reset=abc123\n\n<b>not markup</b>',
        attachments: [],
      }),
    });
    const user = userEvent.setup();
    // As a keyboard user moves in the grid: onto the row, then along it to the subject, which opens the e-mail.
    const grid = await screen.findByRole('grid', { name: 'Outbox (1)' });
    within(grid).getAllByRole('row')[1]!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(grid).getByRole('button', { name: 'Reset your password' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const link = await within(dialog).findByRole('link', { name: 'https://kaneohe.example/auth?reset=abc123' });
    expect(link.getAttribute('href')).toBe('https://kaneohe.example/auth?reset=abc123');
    within(dialog).getByText('owner@example.com');
    within(dialog).getByText('Retrying (3 tries)');
    within(dialog).getByText('connect ECONNREFUSED 127.0.0.1:25');
    // The message's text is text: nothing in it becomes markup.
    within(dialog).getByText(/<b>not markup<\/b>/);
    expect(dialog.querySelector('b')).toBeNull();
    expect(view.inputsOf('admin.contact.outboxMessage')).toEqual([{ id: 7 }]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset your password' })));
  });
});

import { screen, within } from '@testing-library/react';
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

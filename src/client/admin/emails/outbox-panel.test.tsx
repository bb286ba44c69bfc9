import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxDetail, OutboxRow } from '../../../shared/email/outbox.schemas';
import { renderWithTrpc, trpcError, type Handlers } from '../../test/trpc-harness';
import { OutboxPanel, showingText } from './outbox-panel';

const row = (id: number, subject: string, extra: Partial<OutboxRow> = {}): OutboxRow => ({
  id,
  kind: 'booking-confirmed',
  to: 'guest@example.com',
  subject,
  status: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2027-03-10T02:00:00.000Z',
  sentAt: null,
  createdAt: '2027-03-10T02:00:00.000Z',
  resentFromId: null,
  ...extra,
});

const detail = (email: OutboxRow, extra: Partial<OutboxDetail> = {}): OutboxDetail => ({
  ...email,
  replyTo: null,
  text: 'Aloha Keiko,\n\nYour stay is confirmed: https://kaneohe.example/booking?ref=KB-1',
  html: '<p>Aloha <b>Keiko</b></p><script>parent.alert(1)</script>',
  attachments: [{ filename: 'stay.ics', contentType: 'text/calendar', size: 2048, content: 'BEGIN:VCALENDAR' }],
  history: [
    { at: '2027-03-10T02:00:05.000Z', ok: false, error: 'Mailbox temporarily unavailable' },
    { at: '2027-03-10T02:01:05.000Z', ok: false, error: 'Greeting never received' },
  ],
  resends: [],
  ...extra,
});

const failing = row(3, 'Your booking KB-1', { to: 'keiko@exmaple.com', attempts: 2, lastError: 'Greeting never received' });
const KINDS = [
  { kind: 'booking-confirmed', label: 'Booking confirmed' },
  { kind: 'contact-reply', label: 'Contact reply' },
];

function renderPanel(overrides: Handlers = {}) {
  const copies: OutboxRow[] = [];
  return renderWithTrpc(<OutboxPanel />, {
    'admin.outbox.kinds': () => KINDS,
    'admin.outbox.list': () => {
      const items = [...copies, failing, row(2, 'Waiting one'), row(1, 'Sent one', { status: 'sent', attempts: 1, kind: 'contact-reply' })];
      return { items, total: 120 + copies.length, page: 1, pageSize: 50 };
    },
    'admin.outbox.get': ({ id }) => {
      const copy = copies.find((candidate) => candidate.id === id);
      return copy ? detail(copy, { history: [] }) : detail(failing, { resends: copies.map(({ id: copyId, to, createdAt }) => ({ id: copyId, to, createdAt })) });
    },
    'admin.outbox.retryNow': () => detail(failing),
    'admin.outbox.resend': ({ to }) => {
      const copy = row(40, failing.subject, { to, resentFromId: failing.id });
      copies.unshift(copy);
      return detail(copy, { history: [] });
    },
    ...overrides,
  });
}

async function openByKeyboard(user: ReturnType<typeof userEvent.setup>, subject: string) {
  const grid = await screen.findByRole('grid', { name: 'Outbox, page 1 of 3' });
  const target = within(grid).getByRole('row', { name: new RegExp(subject) });
  while (!grid.contains(document.activeElement)) await user.tab();
  while (!target.contains(document.activeElement)) await user.keyboard('{ArrowDown}');
  const button = within(target).getByRole('button', { name: subject });
  for (let step = 0; step < 8 && document.activeElement !== button; step += 1) await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(button);
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: subject });
}

describe('the Sent list', () => {
  it('shows each e-mail’s status in words, its kind by name, and how many of all it shows', async () => {
    renderPanel();
    const grid = await screen.findByRole('grid', { name: 'Outbox, page 1 of 3' });
    screen.getByText('Showing 1–3 of 120');
    const cells = (subject: string) => within(within(grid).getByRole('row', { name: new RegExp(subject) })).getAllByRole('gridcell').map((cell) => cell.textContent);
    expect(cells('Your booking KB-1').slice(-2)).toEqual(['Booking confirmed', 'Failing — 2 attempts']);
    expect(cells('Waiting one').at(-1)).toBe('Waiting');
    expect(cells('Sent one').slice(-2)).toEqual(['Contact reply', 'Sent']);
  });

  it('asks the server for what the filters say, chosen from the keyboard', async () => {
    const view = renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('grid');
    const recipient = screen.getByRole('searchbox', { name: 'Recipient' });
    while (document.activeElement !== recipient) await user.tab();
    await user.keyboard('Keiko');
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Any status' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(view.inputsOf('admin.outbox.list').at(-1)).toEqual({ recipient: 'Keiko', status: 'failing' }));
    const from = screen.getByLabelText('Created from');
    await user.click(from);
    await user.keyboard('2027-03-10');
    const until = screen.getByLabelText('Created until');
    await user.click(until);
    await user.keyboard('2027-03-01');
    await screen.findByText('The end date must not be before the start date');
  });

  it('says so when nothing matches', () => {
    expect(showingText(1, 50, 0, 0, true)).toBe('No e-mail matches these filters.');
    expect(showingText(1, 50, 0, 0, false)).toBe('No e-mail yet.');
    expect(showingText(3, 50, 20, 120, true)).toBe('Showing 101–120 of 120');
  });
});

describe('an e-mail opened from the Sent list', () => {
  it('shows its tries, its files, and its HTML in a frame that runs no script', async () => {
    renderPanel();
    const user = userEvent.setup();
    const dialog = await openByKeyboard(user, 'Your booking KB-1');
    await within(dialog).findByText('Failing — 2 attempts');
    within(dialog).getByText(/failed: Mailbox temporarily unavailable/);
    within(dialog).getByText(/failed: Greeting never received/);
    const file = within(dialog).getByRole('link', { name: 'Download stay.ics' });
    expect(file.getAttribute('download')).toBe('stay.ics');
    expect(file.getAttribute('href')).toBe('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR');
    within(dialog).getByText(/2\.0 KB/);
    const show = within(dialog).getByRole('button', { name: 'Show the e-mail as sent' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    show.focus();
    await user.keyboard('{Enter}');
    const frame = await within(dialog).findByTitle('The e-mail “Your booking KB-1” as sent');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Aloha <b>Keiko</b></p>');
    within(dialog).getByRole('link', { name: 'https://kaneohe.example/booking?ref=KB-1' });
  });

  it('retries now from the keyboard', async () => {
    const view = renderPanel();
    const user = userEvent.setup();
    const dialog = await openByKeyboard(user, 'Your booking KB-1');
    within(dialog).getByRole('button', { name: 'Retry now' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.inputsOf('admin.outbox.retryNow')).toEqual([{ id: 3 }]));
  });

  it('resends to a corrected address: the form starts with the old one, refuses a bad one, and opens the copy', async () => {
    const view = renderPanel();
    const user = userEvent.setup();
    const dialog = await openByKeyboard(user, 'Your booking KB-1');
    within(dialog).getByRole('button', { name: 'Resend' }).focus();
    await user.keyboard('{Enter}');
    const address = await within(dialog).findByRole('textbox', { name: 'Send a copy to' });
    expect((address as HTMLInputElement).value).toBe('keiko@exmaple.com');
    expect(document.activeElement).toBe(address);
    await user.clear(address);
    await user.keyboard('keiko@example{Enter}');
    await within(dialog).findByText('Enter a valid email address');
    expect(view.inputsOf('admin.outbox.resend')).toEqual([]);
    await user.keyboard('.com{Enter}');
    await waitFor(() => expect(view.inputsOf('admin.outbox.resend')).toEqual([{ id: 3, to: 'keiko@example.com' }]));
    const copy = await screen.findByRole('dialog', { name: 'Your booking KB-1' });
    await within(copy).findByText('keiko@example.com');
    within(copy).getByRole('button', { name: 'The original e-mail' });
    within(copy).getByText('Not tried yet.');
  });

  it('shows the server’s refusal of a resend in the form', async () => {
    renderPanel({ 'admin.outbox.resend': () => Promise.reject(trpcError(409, 'This e-mail was resent to that address less than a minute ago.')) });
    const user = userEvent.setup();
    const dialog = await openByKeyboard(user, 'Your booking KB-1');
    within(dialog).getByRole('button', { name: 'Resend' }).focus();
    await user.keyboard('{Enter}');
    await within(dialog).findByRole('textbox', { name: 'Send a copy to' });
    await user.keyboard('{Enter}');
    await screen.findByText('This e-mail was resent to that address less than a minute ago.');
  });
});

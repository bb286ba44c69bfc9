import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarNight, NightState } from '../../../shared/availability/calendar-nights.schemas';
import { nightsOfStay } from '../../../shared/lib/dates';
import { renderWithTrpc, trpcError, type Handlers } from '../../test/trpc-harness';
import { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from '../../ui/tooltip';
import { NightCalendar } from './night-calendar';

const TODAY = '2027-03-03';

const states: Record<string, NightState> = {
  '2027-03-10': { kind: 'booked', reference: 'KB-STAY01', guestName: 'Ana Bell' },
  '2027-03-12': { kind: 'hold', reference: 'KB-HOLD01', expiresAt: '2027-03-03T20:00:00.000Z' },
  '2027-03-15': { kind: 'blocked', blackoutId: 4, note: 'Painting' },
  '2027-03-20': { kind: 'imported', source: 'Airbnb', feedId: 1 },
};

function night(date: string): CalendarNight {
  const special = date === '2027-03-05';
  return {
    date,
    state: states[date] ?? { kind: 'free' },
    priceCents: special ? 72_500 : 50_000,
    priceSource: special ? 'override' : 'base',
    minNights: 2,
    minNightsOverride: false,
  };
}

function renderCalendar(handlers: Handlers = {}) {
  return renderWithTrpc(<NightCalendar today={TODAY} />, {
    'admin.calendar.month': ({ start, end }) => ({ start, end, today: TODAY, nights: nightsOfStay(start, end).map(night) }),
    ...handlers,
  });
}

const cell = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;
const selectedDates = () => [...document.querySelectorAll('[aria-selected="true"]')].map((element) => element.getAttribute('data-date'));

/** Tab from the page's start to the grid's one tab stop (after the month buttons). */
async function tabIntoGrid(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Ana Bell');
  while (document.activeElement?.getAttribute('role') !== 'gridcell') await user.tab();
}

describe('NightCalendar', () => {
  it('gives a booked night’s cut-short guest name a tooltip with the whole description, after 700 ms of hover', async () => {
    const long: NightState = { kind: 'booked', reference: 'KB-LONG01', guestName: 'Leilani Kahananui-Kealoha' };
    renderCalendar({
      'admin.calendar.month': ({ start, end }) => ({
        start,
        end,
        today: TODAY,
        nights: nightsOfStay(start, end).map((date) => (date === '2027-03-11' ? { ...night(date), state: long } : night(date))),
      }),
    });
    await screen.findByText('Leilani Kahananui-Kealoha');
    vi.useFakeTimers();
    try {
      fireEvent.pointerMove(cell('2027-03-11'), { pointerType: 'mouse' });
      fireEvent.pointerEnter(cell('2027-03-11'), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('tooltip').textContent).toBe('Thu, Mar 11, 2027: Booked by Leilani Kahananui-Kealoha, KB-LONG01, $500.00');
      fireEvent.pointerLeave(cell('2027-03-11'), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(TOOLTIP_CLOSE_DELAY_MS));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(2000));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a taken night’s tooltip at once when the arrow keys move onto it, and none on a free night', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await tabIntoGrid(user);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('2027-03-10'));
    expect(screen.getByRole('tooltip').textContent).toBe('Wed, Mar 10, 2027: Booked by Ana Bell, KB-STAY01, $500.00');
    expect(cell('2027-03-10').getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('2027-03-11'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip').textContent).toMatch(/^Fri, Mar 12, 2027: Hold KB-HOLD01 until /);
  });

  it('puts the nights before the help, which is one disclosure away and still describes each month to a screen reader', async () => {
    renderCalendar();
    const [march] = await screen.findAllByRole('grid');
    const summary = screen.getByText('How to select and read nights');
    // The grid comes first in the page, the help after it, closed.
    expect(march!.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(summary.closest('details')!.open).toBe(false);
    const help = document.getElementById(march!.getAttribute('aria-describedby')!)!;
    expect(help.textContent).toMatch(/^Arrow keys move between nights; Shift with an arrow selects a range/);
  });

  it('shows two months, each night with its state in words and its price', async () => {
    renderCalendar();
    await screen.findByText('Ana Bell');
    screen.getByRole('grid', { name: 'March 2027' });
    screen.getByRole('grid', { name: 'April 2027' });
    within(cell('2027-03-10')).getByText('Ana Bell');
    within(cell('2027-03-12')).getByText('Hold');
    within(cell('2027-03-15')).getByText('Blocked');
    within(cell('2027-03-20')).getByText('Airbnb');
    within(cell('2027-03-04')).getByText('Free');
    within(cell('2027-03-04')).getByText('$500');
    within(cell('2027-03-05')).getByText('$725*');
    expect(cell('2027-03-15').getAttribute('aria-label')).toBe('Mon, Mar 15, 2027: Blocked: Painting, $500.00');
  });

  it('moves with the arrows, selects with Shift+arrows, and blocks the selection with a note', async () => {
    const user = userEvent.setup();
    const view = renderCalendar({ 'admin.calendar.blockNights': () => ({ nights: 3, block: { start: '2027-03-04', end: '2027-03-07' }, joined: 0 }) });
    await tabIntoGrid(user);
    expect(document.activeElement).toBe(cell(TODAY));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(cell('2027-03-11'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(cell('2027-03-04'));
    expect(selectedDates()).toEqual([]);
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(selectedDates()).toEqual(['2027-03-04', '2027-03-05', '2027-03-06']);
    screen.getByRole('heading', { name: 'Selected: Thu, Mar 4 – Sat, Mar 6, 2027 (3 nights)' });

    const monthCalls = view.inputsOf('admin.calendar.month').length;
    await user.click(screen.getByRole('button', { name: 'Block…' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note (only you see it)' }));
    await user.keyboard('Family visit{Enter}');
    await waitFor(() => expect(view.inputsOf('admin.calendar.blockNights')).toEqual([{ start: '2027-03-04', end: '2027-03-07', note: 'Family visit' }]));
    await screen.findByText('Blocked 3 nights: Thu, Mar 4 – Sat, Mar 6, 2027.');
    await waitFor(() => expect(view.inputsOf('admin.calendar.month').length).toBeGreaterThan(monthCalls));
    expect(selectedDates()).toEqual([]);
    expect(document.activeElement).toBe(cell('2027-03-04'));
  });

  it('says so when the blocked nights joined the block beside them, naming the one block they are part of now', async () => {
    const user = userEvent.setup();
    // The night of Mar 15 is blocked: blocking Mar 16–17 joins it into one block of Mar 15–17.
    renderCalendar({ 'admin.calendar.blockNights': () => ({ nights: 2, block: { start: '2027-03-15', end: '2027-03-18' }, joined: 1 }) });
    await tabIntoGrid(user);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowLeft}{Shift>}{ArrowRight}{/Shift}');
    expect(selectedDates()).toEqual(['2027-03-16', '2027-03-17']);
    await user.click(screen.getByRole('button', { name: 'Block…' }));
    await user.keyboard('{Enter}');
    await screen.findByText(
      'Blocked 2 nights: Tue, Mar 16 – Wed, Mar 17, 2027. Joined with the blocked nights beside them into one block: Mon, Mar 15 – Wed, Mar 17, 2027 (3 nights).',
    );
  });

  it('selects with Enter on the first and last night; a price needs dollars and is sent as cents', async () => {
    const user = userEvent.setup();
    const view = renderCalendar({ 'admin.calendar.setNightPrice': () => ({ nights: 2 }) });
    await tabIntoGrid(user);
    await user.keyboard('{Enter}{ArrowRight}{Enter}');
    expect(selectedDates()).toEqual(['2027-03-03', '2027-03-04']);
    await user.click(screen.getByRole('button', { name: 'Set price…' }));
    await user.keyboard('lots{Enter}');
    expect(screen.getByRole('textbox', { name: 'Nightly price ($)' }).getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Enter the nightly price');
    expect(view.inputsOf('admin.calendar.setNightPrice')).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'Nightly price ($)' }));
    await user.keyboard('450{Enter}');
    await waitFor(() => expect(view.inputsOf('admin.calendar.setNightPrice')).toEqual([{ start: '2027-03-03', end: '2027-03-05', nightlyCents: 45_000 }]));
  });

  it('says why the server refused an action over a booking, and sends a minimum stay as nights', async () => {
    const user = userEvent.setup();
    const message = 'Those dates overlap booking KB-STAY01 (2027-03-10 to 2027-03-11). Cancel it first or choose other dates.';
    const view = renderCalendar({
      'admin.calendar.unblockNights': () => {
        throw trpcError(409, message);
      },
      'admin.calendar.setMinStay': () => ({ nights: 2 }),
    });
    await tabIntoGrid(user);
    await user.keyboard('{ArrowDown}{Shift>}{ArrowDown}{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(view.inputsOf('admin.calendar.unblockNights')).toEqual([{ start: '2027-03-10', end: '2027-03-18' }]);
    await user.click(screen.getByRole('button', { name: 'Set minimum stay…' }));
    await user.keyboard('3{Enter}');
    await waitFor(() => expect(view.inputsOf('admin.calendar.setMinStay')).toEqual([{ start: '2027-03-10', end: '2027-03-18', minNights: 3 }]));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FEED_INTERNAL_HOST_MESSAGE, type CalendarFeed } from '../../../shared/calendar-sync/calendar-sync.schemas';
import type { Handlers } from '../../test/trpc-harness';
import { renderWithApi } from '../../test/admin-test-kit';
import { CalendarPanel } from './calendar-panel';

const airbnb: CalendarFeed = {
  id: 1,
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
  lastAttemptAt: '2027-01-10T20:00:00.000Z',
  lastSuccessAt: '2027-01-10T20:00:00.000Z',
  lastError: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  eventCount: 4,
  stale: false,
  ignoredEventCount: 0,
  ignoredEvents: [],
  overlaps: [],
};

const vrbo: CalendarFeed = {
  ...airbnb,
  id: 2,
  name: 'VRBO',
  url: 'https://www.vrbo.com/icalendar/xyz.ics',
  lastAttemptAt: '2027-01-10T23:00:00.000Z',
  lastError: 'The calendar site answered 503.',
  eventCount: 2,
  stale: true,
};

function renderPanel(overrides: Handlers = {}) {
  return renderWithApi(<CalendarPanel />, {
    'admin.calendar.feeds': () => [airbnb, vrbo],
    'admin.calendar.exportUrl': () => ({ path: '/api/calendar/TOKEN-ONE.ics' }),
    'admin.calendar.month': ({ start, end }) => ({ start, end, today: start, nights: [] }),
    ...overrides,
  });
}

describe('CalendarPanel', () => {
  it('lists each feed with its address, last sync, errors and events, and flags a stale one prominently', async () => {
    renderPanel();
    const table = await screen.findByRole('grid', { name: 'Imported calendars' });
    const airbnbRow = within(table).getByRole('row', { name: /^Airbnb/ });
    within(airbnbRow).getByText(airbnb.url);
    within(airbnbRow).getByText('OK');
    expect(within(airbnbRow).queryByText('Stale')).toBeNull();
    within(airbnbRow).getByText('4');
    within(airbnbRow).getByText('Jan 10, 2027, 10:00 AM HST');
    const vrboRow = within(table).getByRole('row', { name: /^VRBO/ });
    within(vrboRow).getByText('Stale');
    within(vrboRow).getByText('Last sync failed: The calendar site answered 503.');
    expect(screen.getByRole('alert').textContent).toMatch(/^VRBO has not synced for over 3 hours\./);
  });

  it('says next to a feed which of its events were ignored as too long, in words', async () => {
    const broken: CalendarFeed = { ...airbnb, ignoredEventCount: 1, ignoredEvents: [{ startDate: '2026-12-01', endDate: '2126-12-01' }] };
    renderPanel({ 'admin.calendar.feeds': () => [broken, vrbo] });
    const table = await screen.findByRole('grid', { name: 'Imported calendars' });
    const row = within(table).getByRole('row', { name: /^Airbnb/ });
    within(row).getByText('Ignored 1 event longer than 60 nights (2026-12-01 to 2126-12-01). Check this calendar in Airbnb.');
    expect(within(within(table).getByRole('row', { name: /^VRBO/ })).queryByText(/^Ignored/)).toBeNull();
  });

  it('counts ignored events beyond the ones it lists', async () => {
    const broken: CalendarFeed = {
      ...vrbo,
      ignoredEventCount: 7,
      ignoredEvents: [
        { startDate: '2026-12-01', endDate: '2126-12-01' },
        { startDate: '2027-01-01', endDate: '9999-12-31' },
      ],
    };
    renderPanel({ 'admin.calendar.feeds': () => [broken] });
    await screen.findByText('Ignored 7 events longer than 60 nights (2026-12-01 to 2126-12-01, 2027-01-01 to 9999-12-31, and 5 more). Check this calendar in VRBO.');
  });

  it('shows no stale warning when every feed is fresh', async () => {
    renderPanel({ 'admin.calendar.feeds': () => [airbnb] });
    await screen.findByRole('grid', { name: 'Imported calendars' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows validation messages when adding a feed, and sends nothing until they are fixed', async () => {
    const api = renderPanel({ 'admin.calendar.addFeed': () => ({ ...airbnb, id: 3, name: 'Booking.com', eventCount: 0 }), 'admin.calendar.syncNow': () => ({ ok: true, imported: 0, skipped: 0, ignored: 0, feed: airbnb }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect calendar' }));
    await screen.findByText('Name is required');
    screen.getByText('Calendar address is required');
    await user.type(screen.getByLabelText('Name'), 'Booking.com');
    await user.type(screen.getByLabelText('Calendar address (iCal URL)'), 'ftp://example.com/cal.ics');
    await user.click(screen.getByRole('button', { name: 'Connect calendar' }));
    await screen.findByText('Enter an address starting with https:// or http://');
    expect(api.calls('admin.calendar.addFeed')).toEqual([]);
    await user.clear(screen.getByLabelText('Calendar address (iCal URL)'));
    await user.type(screen.getByLabelText('Calendar address (iCal URL)'), 'https://admin.booking.com/hotel/ical.ics');
    await user.click(screen.getByRole('button', { name: 'Connect calendar' }));
    await waitFor(() => expect(api.calls('admin.calendar.addFeed')).toEqual([{ name: 'Booking.com', url: 'https://admin.booking.com/hotel/ical.ics' }]));
    await waitFor(() => expect(api.calls('admin.calendar.syncNow')).toEqual([{ id: 3 }]));
  });

  it('refuses an address inside a private network before sending it', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Probe');
    await user.type(screen.getByLabelText('Calendar address (iCal URL)'), 'http://169.254.169.254/latest/meta-data/');
    await user.click(screen.getByRole('button', { name: 'Connect calendar' }));
    await screen.findByText(FEED_INTERNAL_HOST_MESSAGE);
    expect(api.calls('admin.calendar.addFeed')).toEqual([]);
  });

  it('syncs a feed on demand and says what happened', async () => {
    renderPanel({ 'admin.calendar.syncNow': () => ({ ok: false, imported: 0, skipped: 0, ignored: 0, feed: vrbo }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sync VRBO now' }));
    await screen.findByText('VRBO could not be synced: The calendar site answered 503. Its last good nights stay blocked.');
  });

  it('removes a feed only after confirming', async () => {
    const api = renderPanel({ 'admin.calendar.removeFeed': () => ({ ok: true }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Airbnb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Airbnb?' });
    within(dialog).getByText(/Its 4 imported events will stop blocking nights here/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('admin.calendar.removeFeed')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove Airbnb' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(api.calls('admin.calendar.removeFeed')).toEqual([{ id: 1 }]));
  });

  it('reaches a feed’s Sync now and Remove buttons with the arrow keys and presses them with Enter; Tab leaves the grid for the next form', async () => {
    const api = renderPanel({ 'admin.calendar.syncNow': () => ({ ok: true, imported: 2, skipped: 0, ignored: 0, feed: vrbo }) });
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Imported calendars' });
    const row = within(grid).getByRole('row', { name: /^VRBO/ });
    row.focus();
    // Calendar, Last successful sync, State, Events imported, then the Actions cell's buttons.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Sync VRBO now' }));
    await user.keyboard('{Enter}');
    await screen.findByText('VRBO synced: 2 events now block nights here.');
    await waitFor(() => expect(api.calls('admin.calendar.syncNow')).toEqual([{ id: 2 }]));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Remove VRBO' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect VRBO?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    row.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('copies the export link and rotates it after a warning', async () => {
    const api = renderPanel({ 'admin.calendar.rotateExportToken': () => ({ path: '/api/calendar/TOKEN-TWO.ics' }) });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const link = `${window.location.origin}/api/calendar/TOKEN-ONE.ics`;
    expect((await screen.findByTestId('export-url')).textContent).toBe(link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    await screen.findByText(/^Link copied\./);
    await user.click(screen.getByRole('button', { name: 'Rotate link…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    within(dialog).getByText(/^The old link stops working at once, everywhere it is used/);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(screen.getByTestId('export-url').textContent).toBe(`${window.location.origin}/api/calendar/TOKEN-TWO.ics`));
    expect(api.calls('admin.calendar.rotateExportToken')).toHaveLength(1);
  });

  it('warns by keyboard alone that the old link stops working on every site that imports it, and rotates only when asked', async () => {
    const api = renderPanel({ 'admin.calendar.rotateExportToken': () => ({ path: '/api/calendar/TOKEN-TWO.ics' }) });
    const user = userEvent.setup();
    await screen.findByTestId('export-url');
    const rotate = screen.getByRole('button', { name: 'Rotate link…' });
    rotate.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    // The consequence is the dialog's description, so a screen reader says it on opening.
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description).toBe(
      'The old link stops working at once, everywhere it is used: Airbnb, VRBO, Booking.com and any other site that imports it stop ' +
        'seeing the bookings and blackout dates made here, and may sell those nights again, until you paste the new link into each of them. Do this if the link was shared by mistake.',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(rotate));
    expect(api.calls('admin.calendar.rotateExportToken')).toHaveLength(0);

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Make a new calendar link?' });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(again).getByRole('button', { name: 'Make a new link' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('export-url').textContent).toBe(`${window.location.origin}/api/calendar/TOKEN-TWO.ics`));
    expect(api.calls('admin.calendar.rotateExportToken')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

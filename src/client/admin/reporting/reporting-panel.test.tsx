import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OnTheBooks, ReportLine, ReportMonth, ReportSummary } from '../../../shared/reports/reports.schemas';
import { renderWithTrpc, trpcError } from '../../test/trpc-harness';
import { ReportingPanel } from './reporting-panel';

const line = (overrides: Partial<ReportLine>): ReportLine => ({
  from: '2025-01-01',
  to: '2025-01-31',
  nightsInRange: 31,
  nightsAvailable: 31,
  nightsBooked: 0,
  nightsImported: 0,
  nightsOwnerBlocked: 0,
  occupancyPercent: 0,
  adrCents: null,
  revparCents: 0,
  grossRentCents: 0,
  feesCents: 0,
  discountsCents: 0,
  refundsCents: 0,
  netRevenueCents: 0,
  taxesCents: 0,
  bookings: 0,
  averageStayNights: null,
  averageLeadDays: null,
  sources: { directBookings: 0, directNights: 0, manualBookings: 0, manualNights: 0, airbnbNights: 0, vrboNights: 0, bookingComNights: 0, otherImportedNights: 0 },
  ...overrides,
});

const january: ReportMonth = { month: '2025-01', ...line({ nightsBooked: 3, occupancyPercent: 16.1, netRevenueCents: 172_500, adrCents: 50_000 }) };
const february: ReportMonth = {
  month: '2025-02',
  ...line({ from: '2025-02-01', to: '2025-02-28', nightsInRange: 28, nightsAvailable: 23, nightsOwnerBlocked: 5, nightsBooked: 10, occupancyPercent: 43.5, netRevenueCents: 106_500 }),
};
const report: ReportSummary = {
  from: '2025-01-01',
  to: '2025-02-28',
  months: [january, february],
  totals: line({ from: '2025-01-01', to: '2025-02-28', nightsInRange: 59, nightsAvailable: 54, nightsBooked: 13, nightsOwnerBlocked: 5, occupancyPercent: 24.1, netRevenueCents: 279_000 }),
};

const month = (index: number, year: number) => `${year + Math.floor((index + 1) / 12)}-${String(((index + 1) % 12) + 1).padStart(2, '0')}`;
const books: OnTheBooks = {
  asOf: '2025-02-14',
  lastYearAsOf: '2024-02-14',
  months: Array.from({ length: 12 }, (_, index) => ({
    month: month(index, 2025),
    lastYearMonth: month(index, 2024),
    now: index === 0 ? { nights: 12, revenueCents: 600_000 } : { nights: index === 1 ? 4 : 0, revenueCents: index === 1 ? 200_000 : 0 },
    lastYear: index === 0 ? { nights: 8, revenueCents: 480_000 } : { nights: 0, revenueCents: 0 },
  })),
  totals: { now: { nights: 16, revenueCents: 800_000 }, lastYear: { nights: 8, revenueCents: 480_000 } },
};

const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('[role="rowheader"], [role="gridcell"]'), (cell) => cell.textContent);

describe('ReportingPanel', () => {
  it('asks for the last 12 Honolulu months and shows the month table, both charts and the CSV link', async () => {
    const { inputsOf } = renderWithTrpc(<ReportingPanel today="2025-02-14" />, { 'admin.reports.summary': () => report });
    const table = await screen.findByRole('grid', { name: 'Occupancy and revenue by month' });
    expect(inputsOf('admin.reports.summary')).toEqual([{ from: '2024-03-01', to: '2025-02-28' }]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row).slice(0, 6))).toEqual([
      ['January 2025', '31', '3', '0', '0', '16.1%'],
      ['February 2025', '23', '10', '0', '5', '43.5%'],
      ['Total', '54', '13', '0', '5', '24.1%'],
    ]);
    screen.getByText('Occupancy 24.1%: 13 nights occupied (13 booked here, 0 imported) ÷ 54 nights available (59 nights in the range less 5 the owner blocked).');
    screen.getByRole('img', { name: /^Occupancy by month \(%\): January 2025 16\.1%, February 2025 43\.5%$/ });
    screen.getByRole('img', { name: 'Net revenue by month: January 2025 $1,725.00, February 2025 $1,065.00' });
    expect(screen.getByRole('link', { name: 'Download month table CSV' }).getAttribute('href')).toBe('/api/admin/reports/summary.csv?from=2024-03-01&to=2025-02-28');
    screen.getByText(/^Nights in the range minus the nights the owner blocked/);
  });

  it('sorts the months by a column from the keyboard, keeping the total last', async () => {
    const user = userEvent.setup();
    renderWithTrpc(<ReportingPanel today="2025-02-14" />, { 'admin.reports.summary': () => report });
    const table = await screen.findByRole('grid', { name: 'Occupancy and revenue by month' });
    const header = within(table).getByRole('columnheader', { name: /^Nights booked/ });
    act(() => header.focus());
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    expect(within(table).getAllByRole('row').slice(1).map((row) => cellsOf(row)[0])).toEqual(['February 2025', 'January 2025', 'Total']);
  });

  it('switches to a preset and asks for its dates', async () => {
    const user = userEvent.setup();
    const { inputsOf } = renderWithTrpc(<ReportingPanel today="2025-02-14" />, { 'admin.reports.summary': () => report });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: /Range/ }));
    await user.click(await screen.findByRole('option', { name: 'Last month' }));
    await waitFor(() => expect(inputsOf('admin.reports.summary').at(-1)).toEqual({ from: '2025-01-01', to: '2025-01-31' }));
  });

  it('offers the next 12 months: this month and the eleven after it', async () => {
    const user = userEvent.setup();
    const { inputsOf } = renderWithTrpc(<ReportingPanel today="2025-02-14" />, { 'admin.reports.summary': () => report });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: /Range/ }));
    await user.click(await screen.findByRole('option', { name: 'Next 12 months' }));
    await waitFor(() => expect(inputsOf('admin.reports.summary').at(-1)).toEqual({ from: '2025-02-01', to: '2026-01-31' }));
    expect(screen.getByRole('button', { name: /Range/ }).textContent).toContain('Next 12 months');
  });

  it('opens on the month report and shows what is on the books against last year in the other view, by keyboard', async () => {
    const user = userEvent.setup();
    const { inputsOf } = renderWithTrpc(<ReportingPanel today="2025-02-14" />, { 'admin.reports.summary': () => report, 'admin.reports.onTheBooks': () => books });
    await screen.findByRole('grid', { name: 'Occupancy and revenue by month' });
    const byMonth = screen.getByRole('tab', { name: 'By month' });
    expect(byMonth.getAttribute('aria-selected')).toBe('true');
    expect(inputsOf('admin.reports.onTheBooks')).toEqual([]);
    act(() => byMonth.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'On the books' }).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('grid', { name: 'On the books by month, against the same point last year' });
    expect(inputsOf('admin.reports.onTheBooks')).toEqual([{ asOf: '2025-02-14' }]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(13);
    expect(rows.slice(0, 3).map(cellsOf)).toEqual([
      ['February 2025', '12', '8', '+50%', '$6,000.00', '$4,800.00', '+25%'],
      ['March 2025', '4', '0', '—', '$2,000.00', '$0.00', '—'],
      ['April 2025', '0', '0', '—', '$0.00', '$0.00', '—'],
    ]);
    expect(cellsOf(rows[12]!)).toEqual(['Total', '16', '8', '+100%', '$8,000.00', '$4,800.00', '+67%']);
    screen.getByText('Booked as of Fri, Feb 14, 2025, beside the same months a year earlier as they stood on Wed, Feb 14, 2024.');
    screen.getByText(/^Nights and revenue of stays booked on this site or recorded by the owner that were confirmed on or before/);
    expect(screen.queryByRole('grid', { name: 'Occupancy and revenue by month' })).toBeNull();
  });

  it('shows the server’s refusal as an alert', async () => {
    renderWithTrpc(<ReportingPanel today="2025-02-14" />, {
      'admin.reports.summary': () => {
        throw trpcError(401, 'Sign in as the owner to see this');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the report.');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TaxPeriod, TaxReport } from '../../../shared/tax-report/tax-report.schemas';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { renderWithTrpc } from '../../test/trpc-harness';
import { TaxReportSection } from './tax-report-section';

const zero = {
  g45: { grossIncomeCents: 0, stateTaxCents: 0, countySurchargeCents: 0, taxDueCents: 0, getPassedOnCents: 0 },
  ta1: { grossRentalProceedsCents: 0, taxDueCents: 0, collectedCents: 0 },
  otat: { grossRentalProceedsCents: 0, taxDueCents: 0, collectedCents: 0 },
};

const q1: TaxPeriod = {
  key: '2026-Q1',
  label: 'Q1 2026 (Jan–Mar)',
  start: '2026-01-01',
  end: '2026-03-31',
  dueDate: '2026-04-20',
  g45: { grossIncomeCents: 240_838, stateTaxCents: 9634, countySurchargeCents: 1204, taxDueCents: 10_838, getPassedOnCents: 10_838 },
  ta1: { grossRentalProceedsCents: 230_000, taxDueCents: 25_300, collectedCents: 25_300 },
  otat: { grossRentalProceedsCents: 230_000, taxDueCents: 6900, collectedCents: 6900 },
  bookings: [
    {
      reference: 'KB-WORKED1', guestName: 'Keiko Tanaka', checkIn: '2026-02-10', checkOut: '2026-02-14', status: 'confirmed', entry: 'stay',
      date: null, nights: 4, amountCents: 273_038, grossRentalProceedsCents: 230_000, tatCollectedCents: 25_300, otatCollectedCents: 6900, getPassedOnCents: 10_838,
    },
  ],
};
const q2: TaxPeriod = { ...q1, key: '2026-Q2', label: 'Q2 2026 (Apr–Jun)', start: '2026-04-01', end: '2026-06-30', dueDate: '2026-07-20', ...zero, bookings: [] };

function reportFor(input: { period: TaxReport['period']; basis: TaxReport['basis'] }): TaxReport {
  return {
    year: 2026,
    period: input.period,
    basis: input.basis,
    periods: [q1, q2],
    annual: { g49: q1.g45, ta2: q1.ta1, otat: q1.otat },
    notes: ['Cash basis: a payment counts in the period of its date in Honolulu.'],
  };
}

describe('TaxReportSection', () => {
  it('shows each return’s figures per period, the bookings behind them and a CSV link for the chosen options', async () => {
    const user = userEvent.setup();
    const { inputsOf } = renderWithTrpc(<TaxReportSection />, { 'admin.taxReport.get': reportFor });

    const g45 = await screen.findByRole('grid', { name: /Form G-45/ });
    const [, firstQuarter] = within(g45).getAllByRole('row');
    expect(within(firstQuarter!).getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual(['$2,408.38', '$108.38', '$96.34', '$12.04', '$108.38', 'Mon, Apr 20, 2026']);
    const ta1 = screen.getByRole('grid', { name: /Form TA-1/ });
    expect(within(ta1).getByRole('row', { name: /Q1 2026/ }).textContent).toContain('$253.00');
    expect(within(screen.getByRole('grid', { name: /Honolulu OTAT/ })).getByRole('row', { name: /Q1 2026/ }).textContent).toContain('$69.00');
    expect(within(screen.getByRole('grid', { name: /G-49/ })).getByRole('row', { name: /Year/ }).textContent).toContain('$2,408.38');

    const drill = screen.getByRole('grid', { name: 'Bookings in Q1 2026 (Jan–Mar)' });
    within(drill).getByRole('rowheader', { name: 'KB-WORKED1' });
    expect(within(drill).getAllByRole('row')[1]!.textContent).toContain('4 nights');

    await user.click(screen.getByRole('button', { name: /Basis/ }));
    await user.click(await screen.findByRole('option', { name: 'Cash (by payment date)' }));
    await screen.findByRole('link', { name: 'Download tax report CSV' });
    const year = new Date().getFullYear();
    expect(inputsOf('admin.taxReport.get').at(-1)).toMatchObject({ period: 'quarterly', basis: 'cash' });
    expect(screen.getByRole('link', { name: 'Download tax report CSV' }).getAttribute('href')).toMatch(
      new RegExp(`^/api/admin/reports/tax\\.csv\\?year=(${year}|${year - 1}|${year + 1})&period=quarterly&basis=cash$`),
    );
  });

  it('opens the bookings of the period that holds today', async () => {
    const today = todayAtProperty();
    const current: TaxPeriod = { ...q1, key: 'now', label: 'The period of today', start: addDaysIso(today, -10), end: addDaysIso(today, 10) };
    renderWithTrpc(<TaxReportSection />, { 'admin.taxReport.get': (input) => ({ ...reportFor(input), periods: [q2, current] }) });
    await screen.findByRole('grid', { name: 'Bookings in The period of today' });
    expect(screen.getByRole('button', { name: /Period$/ }).textContent).toContain('The period of today');
  });

  it('lists another period’s bookings when the owner picks it, and says when none count', async () => {
    const user = userEvent.setup();
    renderWithTrpc(<TaxReportSection />, { 'admin.taxReport.get': reportFor });
    await screen.findByRole('grid', { name: /Bookings in Q1/ });
    await user.click(screen.getByRole('button', { name: /Period$/ }));
    await user.click(await screen.findByRole('option', { name: 'Q2 2026 (Apr–Jun)' }));
    await screen.findByText('No bookings count in Q2 2026 (Apr–Jun).');
  });

  it('offers no period of the last answer while the next filing periods load', async () => {
    const user = userEvent.setup();
    let answerMonths: () => void = () => undefined;
    const june: TaxPeriod = { ...q2, key: '2026-06', label: 'June 2026', start: '2026-06-01', end: '2026-06-30' };
    renderWithTrpc(<TaxReportSection />, {
      'admin.taxReport.get': (input) =>
        input.period === 'monthly'
          ? new Promise((resolve) => {
              answerMonths = () => resolve({ ...reportFor(input), periods: [june] });
            })
          : reportFor(input),
    });
    await screen.findByRole('grid', { name: /Bookings in Q1/ });
    await user.click(screen.getByRole('button', { name: /Filing periods/ }));
    await user.click(await screen.findByRole('option', { name: 'Monthly' }));

    await screen.findByText('Updating the tax report…');
    expect(screen.getByRole('button', { name: /Period$/ }).hasAttribute('disabled')).toBe(true);
    answerMonths();
    await screen.findByText('No bookings count in June 2026.');
    expect(screen.queryByText('Updating the tax report…')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Period$/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['June 2026']);
  });

  it('sorts the bookings by a column when its header is pressed', async () => {
    const user = userEvent.setup();
    const refund = { ...q1.bookings[0]!, reference: 'KB-AAAAAA', entry: 'refund' as const, date: '2026-03-02', nights: 0, amountCents: -10_000, grossRentalProceedsCents: -8424, tatCollectedCents: -927, otatCollectedCents: -253, getPassedOnCents: -396 };
    renderWithTrpc(<TaxReportSection />, { 'admin.taxReport.get': (input) => ({ ...reportFor(input), periods: [{ ...q1, bookings: [q1.bookings[0]!, refund] }, q2] }) });
    const drill = await screen.findByRole('grid', { name: /Bookings in Q1/ });
    const references = () => within(drill).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(references()).toEqual(['KB-AAAAAA', 'KB-WORKED1']);
    await user.click(within(drill).getByRole('columnheader', { name: 'Amount' }));
    await user.click(within(drill).getByRole('columnheader', { name: /Amount/ }));
    expect(within(drill).getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('descending');
    expect(references()).toEqual(['KB-WORKED1', 'KB-AAAAAA']);
    const cells = (row: number) => within(within(drill).getAllByRole('row')[row]!).getAllByRole('gridcell').map((cell) => cell.textContent);
    expect(cells(2)).toEqual(['Keiko Tanaka', 'Tue, Feb 10 – Sat, Feb 14, 2026', 'Refund', 'Mon, Mar 2, 2026', '-$100.00', '-$84.24', '-$9.27', '-$2.53', '-$3.96']);
  });
});

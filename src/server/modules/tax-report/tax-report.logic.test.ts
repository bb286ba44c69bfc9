import { describe, expect, it } from 'vitest';
import { formFigures, periodsOf, taxOn } from './tax-report.logic';
import { taxReportCsv } from './tax-report.csv';
import type { TaxReport } from '../../../shared/tax-report/tax-report.schemas';

describe('taxOn: a rate on a base, to the cent, half away from zero', () => {
  it.each([
    [230_000, 11_000, 25_300],
    [230_000, 4_712, 10_838],
    [240_838, 4_000, 9_634],
    [240_838, 500, 1_204],
    [100, 500, 1],
    [-100, 500, -1],
    [-115_000, 11_000, -12_650],
    [0, 11_000, 0],
  ])('%i cents at %i thousandths of a percent is %i', (base, rate, expected) => {
    expect(taxOn(base, rate)).toBe(expected);
  });
});

describe('formFigures', () => {
  it('gives the worked example: TAT $253.00, OTAT $69.00, GET $108.38 and G-45 gross income $2,408.38', () => {
    expect(formFigures({ base: 230_000, tat: 25_300, otat: 6_900, get: 10_838 })).toEqual({
      g45: { grossIncomeCents: 240_838, stateTaxCents: 9634, countySurchargeCents: 1204, taxDueCents: 10_838, getPassedOnCents: 10_838 },
      ta1: { grossRentalProceedsCents: 230_000, taxDueCents: 25_300, collectedCents: 25_300 },
      otat: { grossRentalProceedsCents: 230_000, taxDueCents: 6900, collectedCents: 6900 },
    });
  });
});

describe('periodsOf', () => {
  it('cuts a year into quarters with their filing due dates', () => {
    expect(periodsOf(2026, 'quarterly').map((period) => [period.key, period.label, period.start, period.end, period.dueDate])).toEqual([
      ['2026-Q1', 'Q1 2026 (Jan–Mar)', '2026-01-01', '2026-03-31', '2026-04-20'],
      ['2026-Q2', 'Q2 2026 (Apr–Jun)', '2026-04-01', '2026-06-30', '2026-07-20'],
      ['2026-Q3', 'Q3 2026 (Jul–Sep)', '2026-07-01', '2026-09-30', '2026-10-20'],
      ['2026-Q4', 'Q4 2026 (Oct–Dec)', '2026-10-01', '2026-12-31', '2027-01-20'],
    ]);
  });

  it('makes twelve months (February of a leap year included) and two halves', () => {
    const months = periodsOf(2028, 'monthly');
    expect(months).toHaveLength(12);
    expect(months[1]).toMatchObject({ key: '2028-02', label: 'February 2028', end: '2028-02-29', dueDate: '2028-03-20' });
    expect(periodsOf(2028, 'semiannual').map((period) => [period.key, period.label, period.end])).toEqual([
      ['2028-H1', 'First half 2028 (Jan–Jun)', '2028-06-30'],
      ['2028-H2', 'Second half 2028 (Jul–Dec)', '2028-12-31'],
    ]);
  });
});

describe('taxReportCsv', () => {
  it('quotes commas and keeps a guest name from running as a spreadsheet formula', () => {
    const figures = formFigures({ base: 230_000, tat: 25_300, otat: 6_900, get: 10_838 });
    const report: TaxReport = {
      year: 2026,
      period: 'monthly',
      basis: 'cash',
      notes: [],
      annual: { g49: figures.g45, ta2: figures.ta1, otat: figures.otat },
      periods: [
        {
          key: '2026-01', label: 'January 2026', start: '2026-01-01', end: '2026-01-31', dueDate: '2026-02-20', ...figures,
          bookings: [
            {
              reference: 'KB-AAAAAA', guestName: '=HYPERLINK("x"), Bell', checkIn: '2026-01-10', checkOut: '2026-01-14', status: 'confirmed',
              entry: 'payment', date: '2026-01-02', nights: 0, amountCents: 273_038, grossRentalProceedsCents: 230_000, tatCollectedCents: 25_300,
              otatCollectedCents: 6900, getPassedOnCents: 10_838,
            },
          ],
        },
      ],
    };
    const lines = taxReportCsv(report).split('\r\n');
    expect(lines[1]).toBe('"2026-01","total",,,"2026-01-01","2026-01-31",,,"2026-02-20",,,2300.00,253.00,69.00,108.38,2408.38,96.34,12.04,108.38,253.00,69.00');
    expect(lines[2]).toContain(`"KB-AAAAAA","'=HYPERLINK(""x""), Bell","2026-01-10"`);
    expect(lines[3]).toMatch(/^"2026","annual",/);
  });
});

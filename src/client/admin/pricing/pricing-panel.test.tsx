import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { couponSchema, type CouponView } from '../../../shared/pricing/pricing-settings.schemas';
import { PricingPanel } from './pricing-panel';
import { pricingHandlers, renderWithTrpc, serverError, settingsFixture } from './pricing-test-kit';
import { enterValue } from '../../test/enter-value';

const saveButton = () => screen.findByRole('button', { name: 'Save prices' });

/** Role queries over the whole form are slow in jsdom (it names every field), so each looks inside its section. */
const section = async (name: string) => within(await screen.findByRole('region', { name }));

async function addSeason(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  const seasons = await section('Seasons');
  await user.click(seasons.getByRole('button', { name: 'Add season' }));
  const season = within(seasons.getByRole('group', { name: 'Season 1' }));
  // The new season's name field has the keyboard.
  expect(document.activeElement).toBe(season.getByRole('textbox', { name: 'Name' }));
  for (const [label, value] of Object.entries(values)) await enterValue(user, season.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()$]/g, '\\$&')}`) }), value);
}

describe('PricingPanel', () => {
  it('shows the saved prices in dollars and percents', async () => {
    renderWithTrpc(<PricingPanel />, pricingHandlers({ 'admin.pricing.settings': () => ({ ...settingsFixture(), weekendNightlyCents: 62_550, lengthOfStayDiscounts: [{ minNights: 7, milliPercent: 12_500, label: 'Weekly discount' }] }) }));
    expect(await screen.findByRole('textbox', { name: 'Nightly rate ($)' })).toHaveProperty('value', '500');
    expect(screen.getByRole('textbox', { name: 'Weekend nightly rate ($)' })).toHaveProperty('value', '625.50');
    expect(screen.getByRole('textbox', { name: 'Weekly discount (7+ nights, %)' })).toHaveProperty('value', '12.5');
    expect(within(screen.getByRole('group', { name: 'Hawaii GET (4.712%)' })).getByRole('textbox', { name: 'Rate (%)' })).toHaveProperty('value', '4.712');
  });

  it('sends a new season in cents and confirms the save', async () => {
    const user = userEvent.setup();
    const { inputsOf } = renderWithTrpc(<PricingPanel />);
    await addSeason(user, { Name: 'Summer', 'First night': '2027-06-01', 'Last night': '2027-08-31', 'Nightly rate ($)': '650.50', 'Minimum nights': '5' });
    await enterValue(user, (await section('Rates')).getByRole('textbox', { name: 'Cleaning fee ($)' }), '275');
    await user.click(await saveButton());

    await screen.findByText('Prices saved. New quotes use them now.');
    expect(inputsOf('admin.pricing.updateRates')).toEqual([{ baseRateCents: 50_000, cleaningFeeCents: 27_500, minNights: 2 }]);
    const [settings] = inputsOf('admin.pricing.updateSettings') as { seasons: unknown[]; taxes: unknown[] }[];
    expect(settings!.seasons).toEqual([{ name: 'Summer', startDate: '2027-06-01', endDate: '2027-08-31', nightlyCents: 65_050, minNights: 5 }]);
    expect(settings!.taxes).toEqual(settingsFixture().taxes);
  });

  it('shows the server\'s message on the field it is about', async () => {
    const user = userEvent.setup();
    renderWithTrpc(
      <PricingPanel />,
      pricingHandlers({
        'admin.pricing.updateSettings': () => {
          throw serverError(400, 'seasons.0.startDate: Overlaps the season "Holidays"', { 'seasons.0.startDate': ['Overlaps the season "Holidays"'] });
        },
      }),
    );
    await addSeason(user, { Name: 'Winter', 'First night': '2027-01-01', 'Last night': '2027-01-31', 'Nightly rate ($)': '700' });
    await user.click(await saveButton());

    const firstNight = within((await section('Seasons')).getByRole('group', { name: 'Winter' })).getByRole('textbox', { name: /^First night/ });
    await waitFor(() => expect(firstNight.getAttribute('aria-invalid')).toBe('true'));
    expect(firstNight.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText('Overlaps the season "Holidays"');
    expect(screen.getByRole('alert').textContent).toBe('Some prices need attention: see the marked fields.');
    await waitFor(() => expect(document.activeElement).toBe(firstNight));
  });

  it('refuses amounts it cannot read before calling the server', async () => {
    const user = userEvent.setup();
    const { inputsOf } = renderWithTrpc(<PricingPanel />);
    const nightly = (await section('Rates')).getByRole('textbox', { name: 'Nightly rate ($)' });
    await enterValue(user, nightly, '5OO');
    const tax = within((await section('Taxes')).getByRole('group', { name: 'Hawaii GET (4.712%)' })).getByRole('textbox', { name: 'Label' });
    await enterValue(user, tax, 'Sales tax');
    await user.click(await saveButton());

    await screen.findByText('Enter dollars, like 125 or 125.50');
    screen.getByText('Tax labels must contain TAT, GET or County Tax');
    expect(inputsOf('admin.pricing.updateRates')).toEqual([]);
    expect(inputsOf('admin.pricing.updateSettings')).toEqual([]);
  });
});

describe('Booking window', () => {
  it('shows how far ahead and how long guests may book, and saves the owner\'s changes', async () => {
    const user = userEvent.setup();
    const { inputsOf } = renderWithTrpc(<PricingPanel />);
    const window = await section('Booking window');
    const horizon = window.getByRole('textbox', { name: 'Book up to (months ahead)' });
    const longest = window.getByRole('textbox', { name: 'Longest stay (nights)' });
    expect(horizon).toHaveProperty('value', '18');
    expect(longest).toHaveProperty('value', '60');
    await enterValue(user, horizon, '24');
    await enterValue(user, longest, '90');
    await user.click(await saveButton());

    await screen.findByText('Prices saved. New quotes use them now.');
    expect(inputsOf('admin.pricing.updateSettings')).toEqual([expect.objectContaining({ bookingHorizonMonths: 24, maxStayNights: 90 })]);
  });

  it('refuses values outside the schema\'s bounds before calling the server', async () => {
    const user = userEvent.setup();
    const { inputsOf } = renderWithTrpc(<PricingPanel />);
    const window = await section('Booking window');
    const horizon = window.getByRole('textbox', { name: 'Book up to (months ahead)' });
    await enterValue(user, horizon, '0');
    const longest = window.getByRole('textbox', { name: 'Longest stay (nights)' });
    await enterValue(user, longest, '400');
    await user.click(await saveButton());

    await screen.findByText('At least 1 month');
    screen.getByText('At most 365 nights');
    expect(horizon.getAttribute('aria-invalid')).toBe('true');
    expect(inputsOf('admin.pricing.updateSettings')).toEqual([]);
  });
});

describe('Coupons', () => {
  const used: CouponView = { id: 1, code: 'ALOHA', kind: 'percent', value: 10_000, validFrom: null, validTo: '2027-12-31', maxUses: 5, timesUsed: 2, active: true };

  it('lists coupons with their uses and only lets unused ones be deleted', async () => {
    renderWithTrpc(<PricingPanel />, pricingHandlers({ 'admin.pricing.coupons': () => [used, { ...used, id: 2, code: 'FRESH', kind: 'fixed', value: 5_000, timesUsed: 0, maxUses: null, validTo: null }] }));
    const aloha = (await screen.findByRole('rowheader', { name: 'ALOHA' })).closest('tr')!;
    within(aloha).getByText('10% off');
    within(aloha).getByText('2 of 5');
    expect(within(aloha).queryByRole('button', { name: 'Delete coupon ALOHA' })).toBeNull();
    within(aloha).getByRole('button', { name: 'Deactivate coupon ALOHA' });
    const fresh = screen.getByRole('rowheader', { name: 'FRESH' }).closest('tr')!;
    within(fresh).getByText('$50 off');
    within(fresh).getByRole('button', { name: 'Delete coupon FRESH' });
  });

  it('lists coupons by code, and sorts by uses from the column header', async () => {
    const user = userEvent.setup();
    renderWithTrpc(<PricingPanel />, pricingHandlers({ 'admin.pricing.coupons': () => [{ ...used, id: 3, code: 'ZED', timesUsed: 0 }, used, { ...used, id: 2, code: 'MAHALO', timesUsed: 4 }] }));
    const grid = await screen.findByRole('grid', { name: 'Coupons and their uses' });
    const codes = () => within(grid).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(codes()).toEqual(['ALOHA', 'MAHALO', 'ZED']);
    expect(within(grid).getByRole('columnheader', { name: 'Code' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(grid).getByRole('columnheader', { name: 'Uses' }));
    await user.click(within(grid).getByRole('columnheader', { name: 'Uses' }));
    expect(within(grid).getByRole('columnheader', { name: 'Uses' }).getAttribute('aria-sort')).toBe('descending');
    expect(codes()).toEqual(['MAHALO', 'ALOHA', 'ZED']);
  });

  it('reaches a row’s Delete button with the arrow keys and presses it with Enter; Tab leaves the grid for the new coupon form', async () => {
    const user = userEvent.setup();
    const fresh: CouponView = { ...used, id: 2, code: 'FRESH', timesUsed: 0 };
    const { inputsOf } = renderWithTrpc(<PricingPanel />, pricingHandlers({ 'admin.pricing.coupons': () => [used, fresh], 'admin.pricing.deleteCoupon': () => ({ ok: true }) }));
    const grid = await screen.findByRole('grid', { name: 'Coupons and their uses' });
    const freshRow = within(grid).getByRole('rowheader', { name: 'FRESH' }).closest('tr')!;
    freshRow.focus();
    // Code, Discount, Valid for, Uses, Status, then the Actions cell's first button and the next one in it.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(freshRow).getByRole('button', { name: 'Deactivate coupon FRESH' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(freshRow).getByRole('button', { name: 'Delete coupon FRESH' }));
    await user.keyboard('{Enter}');
    await screen.findByText('FRESH deleted.');
    expect(inputsOf('admin.pricing.deleteCoupon')).toEqual([{ id: 2 }]);
    within(grid).getAllByRole('row')[1]!.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(screen.getByRole('form', { name: 'New coupon' })).getByRole('textbox', { name: /^Code/ }));
  });

  it('deactivates a coupon by sending it back with active off', async () => {
    const user = userEvent.setup();
    const { inputsOf } = renderWithTrpc(<PricingPanel />, pricingHandlers({ 'admin.pricing.coupons': () => [used], 'admin.pricing.updateCoupon': (input) => couponSchema.parse({ ...used, ...input }) }));
    await user.click(await screen.findByRole('button', { name: 'Deactivate coupon ALOHA' }));
    await screen.findByText('ALOHA is now inactive.');
    expect(inputsOf('admin.pricing.updateCoupon')).toEqual([{ id: 1, code: 'ALOHA', kind: 'percent', value: 10_000, validFrom: null, validTo: '2027-12-31', maxUses: 5, active: false }]);
  });

  it('adds a percent coupon in thousandths of a percent, and shows a duplicate code on the Code field', async () => {
    const user = userEvent.setup();
    let first = true;
    const { inputsOf } = renderWithTrpc(
      <PricingPanel />,
      pricingHandlers({
        'admin.pricing.createCoupon': (input) => {
          if (first) {
            first = false;
            return couponSchema.parse({ ...input, code: input.code.toUpperCase(), id: 9, timesUsed: 0 });
          }
          throw serverError(409, 'A coupon with this code already exists', { code: ['A coupon with this code already exists'] });
        },
      }),
    );
    const form = await screen.findByRole('form', { name: 'New coupon' });
    await enterValue(user, within(form).getByRole('textbox', { name: /^Code/ }), 'summer');
    await enterValue(user, within(form).getByRole('textbox', { name: 'Discount (%)' }), '12.5');
    await enterValue(user, within(form).getByRole('textbox', { name: /^Maximum uses/ }), '3');
    await user.click(within(form).getByRole('button', { name: 'Add coupon' }));
    await screen.findByText('Coupon SUMMER added.');
    expect(inputsOf('admin.pricing.createCoupon')).toEqual([{ code: 'summer', kind: 'percent', value: 12_500, validFrom: null, validTo: null, maxUses: 3, active: true }]);

    await enterValue(user, within(form).getByRole('textbox', { name: /^Code/ }), 'SUMMER');
    await enterValue(user, within(form).getByRole('textbox', { name: 'Discount (%)' }), '10');
    await user.click(within(form).getByRole('button', { name: 'Add coupon' }));
    const code = within(form).getByRole('textbox', { name: /^Code/ });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    within(form).getByText('A coupon with this code already exists');
  });
});

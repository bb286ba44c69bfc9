import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { withE2eOrm } from './fixtures/db';
import { createBooking } from '../src/server/composition/factories';
import { expectNoAxeViolations } from './fixtures/axe';
import { reservedNight } from './fixtures/reserved-nights';
import { addDaysIso } from '../src/shared/lib/dates';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('the owner moves around the admin area by keyboard: palette, shortcuts list, section jumps and screen actions', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Search or jump to' });
  await expect(palette.getByRole('combobox', { name: 'Search or jump to…' })).toBeFocused();
  await page.keyboard.type('cal');
  await expect(palette.getByRole('option', { name: 'Calendar' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Enter');

  const calendar = page.getByRole('heading', { level: 1, name: 'Calendar' });
  await expect(calendar).toBeFocused();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Calendar · Admin \| Kaneohe Bay Beach House$/);
  await expect(page).toHaveURL(/\/admin\/calendar$/);
  await expect(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Bookings' })).not.toHaveAttribute('aria-current', 'page');

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('rowheader', { name: 'G then B' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeFocused();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Bookings · Admin \| Kaneohe Bay Beach House$/);

  // An action the Calendar offers, and a shortcut typed into its field stays text.
  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expect(calendar).toBeFocused();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('import');
  await expect(palette.getByRole('option', { name: 'Import a calendar (Airbnb, VRBO, Booking.com)' })).toBeVisible();
  await page.keyboard.press('Enter');
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toBeFocused();
  await page.keyboard.type('?');
  await expect(name).toHaveValue('?');
  await expect(help).toBeHidden();
});

test('the palette finds a booking by the guest’s name and opens it', async ({ page }) => {
  // A stay on this spec's own nights (e2e/fixtures/reserved-nights.ts).
  const start = reservedNight('admin-shell', 1);
  const guestName = `Keoni Palette${Date.now().toString(36)}`;
  const reference = await withE2eOrm(async (em) => {
    const booking = createBooking(em, { status: 'confirmed', checkIn: start, checkOut: addDaysIso(start, 2), guestName, guestEmail: 'keoni@example.com', totalCents: 90_000, paidCents: 90_000 });
    await em.flush();
    return booking.reference;
  });

  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.keyboard.type(guestName.split(' ')[1]!);
  const palette = page.getByRole('dialog', { name: 'Search or jump to' });
  await expect(palette.getByRole('option', { name: new RegExp(`${reference} · ${guestName}`) })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?booking=${reference}$`));
  await expect(page.getByRole('dialog').getByText(guestName).first()).toBeVisible();
});

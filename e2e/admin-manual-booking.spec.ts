import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { reservedNight } from './fixtures/reserved-nights';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

/** Tabs forward until `name` has focus, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelled = element.getAttribute('aria-labelledby');
      const label = labelled ? labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
      return `${element.getAttribute('aria-label') ?? ''} ${label} ${element.textContent ?? ''}`;
    });
    if (name.test(focused)) return;
  }
  throw new Error(`never reached ${name}`);
}

test('the owner records a phone booking by keyboard alone; it is confirmed and blocks its nights', async ({ page }) => {
  const start = reservedNight('admin-manual-booking', 3);
  const end = reservedNight('admin-manual-booking', 7);
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await tabTo(page, /New booking/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByLabel('Check-in').focus();
  await page.keyboard.type(start.slice(5, 7) + start.slice(8, 10) + start.slice(0, 4));
  await page.keyboard.press('Tab');
  await page.keyboard.type(end.slice(5, 7) + end.slice(8, 10) + end.slice(0, 4));
  await dialog.getByRole('textbox', { name: 'Full name' }).focus();
  await page.keyboard.type('Kai Makoa');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kai@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+1 808 555 0142');
  await expect(dialog.getByText(/^Price from the engine: \$[\d,]+\.\d\d for 4 nights/)).toBeVisible();

  await dialog.getByRole('button', { name: /Payment/ }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Cash' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('textbox', { name: /Amount paid/ }).focus();
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');

  const toast = page.getByText(/^Booking KB-[A-Z0-9]{6} recorded$/);
  await expect(toast).toBeVisible();
  const reference = (await toast.textContent())!.split(' ')[1]!;
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: reference })).toBeVisible();

  const availability = await (await page.request.get(`/api/availability/merged?start=${start}&end=${end}`)).json();
  expect(availability.availability.blocked_dates.map((entry: { date: string }) => entry.date)).toHaveLength(4);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the New booking dialog fits the screen and is free of axe violations', async ({ page }) => {
    await page.goto('/admin/bookings');
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});

import { addDaysIso, todayAtProperty } from '../src/shared/lib/dates';
import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { reservedNight } from './fixtures/reserved-nights';

const NIGHTS = 'section[aria-labelledby="nights-title"]';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

async function openCalendar(page: Page) {
  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.locator(`[data-date="${todayAtProperty()}"]`)).toContainText('$');
}

const night = (page: Page, date: string) => page.locator(`[data-date="${date}"]`);

test('the owner blocks two nights with the keyboard alone and sees them blocked', async ({ page }) => {
  await openCalendar(page);
  await expect(page.getByRole('grid')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // A week from today (ArrowDown from today's night), on this spec's own nights.
  const first = reservedNight('admin-calendar-grid', 7);
  const second = reservedNight('admin-calendar-grid', 8);
  // Keyboard only: from the month buttons, Tab reaches the grid at today's night.
  // The month buttons and the 'Go to date' field come first; the next Tab enters the grid at today's night.
  await page.getByRole('button', { name: 'Go', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(night(page, todayAtProperty())).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(night(page, first)).toHaveAttribute('aria-selected', 'true');
  await expect(night(page, second)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: /^Selected: .* \(2 nights\)$/ })).toBeVisible();
  await expectNoAxeViolations(page, NIGHTS);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Block…' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Note (only you see it)' })).toBeFocused();
  await page.keyboard.type('Family visit');
  await page.keyboard.press('Enter');

  await expect(page.getByText(/^Blocked 2 nights: /)).toBeVisible();
  await expect(night(page, first)).toContainText('Blocked');
  await expect(night(page, second)).toContainText('Blocked');
  await expect(night(page, addDaysIso(second, 1))).not.toContainText('Blocked');
  await expect(night(page, first)).toHaveAttribute('aria-label', /Blocked: Family visit/);
  await expect(night(page, first)).toBeFocused();
  // The cell says only 'Blocked': its tooltip, shown when the arrow keys move onto it, says the whole night.
  await page.keyboard.press('ArrowRight');
  await expect(night(page, second)).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(/: Blocked: Family visit, \$/);
  await expectNoAxeViolations(page, NIGHTS);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one month fits the screen and is free of axe violations', async ({ page }) => {
    await openCalendar(page);
    await expect(page.getByRole('grid')).toHaveCount(1);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

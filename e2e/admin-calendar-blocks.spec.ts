import { formatDayRange } from '../src/shared/lib/date-format';
import { parseIsoDate, todayAtProperty } from '../src/shared/lib/dates';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { reservedNight, reservedNights } from './fixtures/reserved-nights';
import { expect, test, type Page } from './fixtures/test';

const NIGHTS = 'section[aria-labelledby="nights-title"]';
const night = (page: Page, date: string) => page.locator(`[data-date="${date}"]`);

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

// Both widths run against the same database: each blocks its own nights of this spec's month (fixtures/reserved-nights.ts).
for (const { width, height, base } of [
  { width: 1280, height: 900, base: 3 },
  { width: 390, height: 844, base: 15 },
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the owner follows the Bookings link to the Calendar, blocks nights over a block, and frees nights in its middle, by keyboard', async ({ page }) => {
      const day = (offset: number) => reservedNight('admin-calendar-blocks', base + offset);
      const { first, last } = reservedNights('admin-calendar-blocks');
      // Nothing left over from an earlier run on these nights (404 when there is nothing to free).
      await page.request.post('/api/admin/calendar/nights/unblock', { data: { start: day(0), end: day(6) } });
      const existing = await page.request.post('/api/admin/calendar/nights/block', { data: { start: day(1), end: day(3), note: 'Roof' } });
      expect(existing.status(), await existing.text()).toBe(200);

      // The Bookings screen keeps no second form: its link leads to the Calendar.
      await page.goto('/admin/bookings');
      await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
      await expect(page.getByLabel('First blocked night')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Block or free nights on the Calendar' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeFocused();
      await expect(page).toHaveURL(/\/admin\/calendar$/);
      await expect(night(page, todayAtProperty())).toContainText('$');

      // The Calendar's 'Go to date' field, by keyboard (month, day and year typed into the date field), lands on
      // the night after the existing block's first; the arrow keys then take two more.
      const parts = parseIsoDate(day(2))!;
      await page.getByLabel('Go to date').focus();
      await page.keyboard.type(`${String(parts.month).padStart(2, '0')}${String(parts.day).padStart(2, '0')}${parts.year}`);
      await page.keyboard.press('Enter');
      await expect(night(page, day(2))).toBeFocused();
      await expect(night(page, day(1))).toContainText('Blocked');
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Shift+ArrowRight');
      await expect(page.getByRole('heading', { name: /^Selected: .* \(3 nights\)$/ })).toBeVisible();

      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Block…' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: 'Note (only you see it)' })).toBeFocused();
      await page.keyboard.type('Painting');
      await page.keyboard.press('Enter');

      // One block now, from the existing block's first night to the last night blocked, with both notes.
      await expect(page.getByText(
        `Blocked 3 nights: ${formatDayRange(day(2), day(4))}. Joined with the blocked nights beside them into one block: ${formatDayRange(day(1), day(4))} (4 nights).`,
      )).toBeVisible();
      for (const offset of [1, 2, 3, 4]) await expect(night(page, day(offset))).toContainText('Blocked');
      await expect(night(page, day(5))).not.toContainText('Blocked');
      await expect(night(page, day(1))).toHaveAttribute('aria-label', /Blocked: Roof; Painting/);
      const joined = (await (await page.request.get('/api/admin/blackouts')).json()) as { start: string; end: string }[];
      expect(joined.filter((row) => row.start >= first && row.start <= last).map((row) => [row.start, row.end])).toEqual([[day(1), day(5)]]);
      await expectNoAxeViolations(page, NIGHTS);

      // Focus is back on the first night blocked: free it and the next, the middle of the block.
      await expect(night(page, day(2))).toBeFocused();
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Block…' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Unblock' })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page.getByText(`Unblocked 2 nights: ${formatDayRange(day(2), day(3))}.`)).toBeVisible();
      await expect(night(page, day(1))).toContainText('Blocked');
      await expect(night(page, day(2))).toContainText('Free');
      await expect(night(page, day(3))).toContainText('Free');
      await expect(night(page, day(4))).toContainText('Blocked');
      const split = (await (await page.request.get('/api/admin/blackouts')).json()) as { start: string; end: string; note: string }[];
      expect(split.filter((row) => row.start >= first && row.start <= last).map((row) => [row.start, row.end, row.note])).toEqual([
        [day(1), day(2), 'Roof; Painting'],
        [day(4), day(5), 'Roof; Painting'],
      ]);
      await expectNoAxeViolations(page);

      // The nights are this spec's alone; free them for the next run.
      await page.request.post('/api/admin/calendar/nights/unblock', { data: { start: day(0), end: day(6) } });
    });
  });
}

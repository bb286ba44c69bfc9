import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase } from './fixtures/db';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Arrow keys from a focused row to its last cell's first button, as a keyboard user gets there. */
async function arrowToActions(page: Page, row: ReturnType<Page['getByRole']>, cells: number): Promise<void> {
  await row.focus();
  for (let step = 0; step < cells; step += 1) await page.keyboard.press('ArrowRight');
}

// Blocked nights are no table any more: they are blocked and freed on the Calendar's night grid (e2e/admin-calendar-blocks.spec.ts).
for (const { width, height } of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('coupons and imported calendars are React Aria tables whose row actions work by keyboard', async ({ page }) => {
      const tag = randomUUID().slice(0, 6).toUpperCase();
      const code = `GRID${tag}`;
      const coupon = await page.request.post('/api/admin/coupons', { data: { code, kind: 'percent', value: 10_000, validFrom: null, validTo: null, maxUses: null, active: true } });
      expect(coupon.status(), await coupon.text()).toBe(201);
      const feedName = `Grid ${tag}`;
      const feedUrl = `https://www.example.com/calendars/${tag}-with-a-long-secret-token-that-does-not-break-the-layout.ics`;
      await withE2eDatabase((client) =>
        client.query('insert into calendar_feed (name, url, last_attempt_at, last_success_at, created_at) values ($1, $2, now(), now(), now())', [feedName, feedUrl]),
      );

      try {
        // Coupons: Code, Discount, Valid for, Uses, Status, then Deactivate and Delete.
        await page.goto('/admin/pricing');
        const couponRow = page.getByRole('grid', { name: /^Coupons and their uses/ }).getByRole('row').filter({ hasText: code });
        await expect(couponRow).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
        await arrowToActions(page, couponRow, 7);
        await expect(couponRow.getByRole('button', { name: `Delete coupon ${code}` })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByText(`${code} deleted.`)).toBeVisible();
        await expect(couponRow).toHaveCount(0);

        // Imported calendars: Calendar, Last successful sync, State, Events imported, then Sync now and Remove.
        await page.goto('/admin/calendar');
        const feedRow = page.getByRole('grid', { name: 'Imported calendars' }).getByRole('row').filter({ hasText: feedName });
        await expect(feedRow).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
        await arrowToActions(page, feedRow, 6);
        await expect(feedRow.getByRole('button', { name: `Remove ${feedName}` })).toBeFocused();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: `Disconnect ${feedName}?` });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Disconnect' }).focus();
        await page.keyboard.press('Enter');
        await expect(feedRow).toHaveCount(0);
      } finally {
        // Whatever a failure left behind is not another spec's business.
        await withE2eDatabase(async (client) => {
          await client.query('delete from calendar_feed where url = $1', [feedUrl]);
          await client.query('delete from coupon where code = $1', [code]);
        });
      }
    });
  });
}

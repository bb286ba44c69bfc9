import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase } from './fixtures/db';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

/** A Select of the audit log's filters, chosen by keyboard. */
async function choose(page: Page, select: RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: select }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).focus();
  await page.keyboard.press('Enter');
}

for (const { width, height } of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the owner deletes a coupon, finds it in the audit log by its filters and downloads the CSV', async ({ page, owner }) => {
      const code = `AUDIT${randomUUID().slice(0, 6).toUpperCase()}`;
      const made = await page.request.post('/api/admin/coupons', { data: { code, kind: 'percent', value: 10_000, validFrom: null, validTo: null, maxUses: null, active: true } });
      expect(made.status(), await made.text()).toBe(201);
      try {
        await page.goto('/admin/pricing');
        const couponRow = page.getByRole('grid', { name: /^Coupons and their uses/ }).getByRole('row').filter({ hasText: code });
        await couponRow.focus();
        for (let step = 0; step < 7; step += 1) await page.keyboard.press('ArrowRight');
        await expect(couponRow.getByRole('button', { name: `Delete coupon ${code}` })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByText(`${code} deleted.`)).toBeVisible();

        await page.goto('/admin/settings/audit-log');
        await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
        await choose(page, /Entity$/, 'Coupon');
        await choose(page, /Action$/, 'Deleted');
        // Created then deleted: once both filters apply, only the deletion is listed.
        const row = page.getByRole('grid', { name: /^Audit log \(\d+\)/ }).getByRole('row').filter({ hasText: code });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(owner.name);
        await expect(row).toContainText(`code: ${code} → —`);
        await expect(row).toContainText('Deleted · Coupon');
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);

        const link = page.getByRole('link', { name: 'Export CSV' });
        await link.focus();
        const download = page.waitForEvent('download');
        await page.keyboard.press('Enter');
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
        const csv = await page.request.get((await link.getAttribute('href'))!);
        expect(csv.headers()['content-type']).toContain('text/csv');
        const text = await csv.text();
        expect(text.split('\r\n')[0]).toBe('"Time (Honolulu)","Member","Member id","IP","Action","Entity","Entity id","Changes"');
        expect(text).toContain(`code: ${code} → —`);
      } finally {
        await withE2eDatabase((client) => client.query('delete from coupon where code = $1', [code]));
      }
    });
  });
}

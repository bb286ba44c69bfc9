import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';

const REPORTING = 'section[aria-labelledby="reporting-heading"]';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

async function openReporting(page: Page) {
  await page.goto('/admin/reporting');
  await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Occupancy and revenue by month' })).toBeVisible();
}

test('the owner picks last month by keyboard and downloads the same month table as CSV', async ({ page }) => {
  await openReporting(page);
  await expect(page.getByRole('img', { name: /^Occupancy by month \(%\): / })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Net revenue by month: / })).toBeVisible();
  await expectNoAxeViolations(page, REPORTING);

  await page.getByRole('button', { name: /Range/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Last month' }).focus();
  await page.keyboard.press('Enter');
  const grid = page.getByRole('grid', { name: 'Occupancy and revenue by month' });
  await expect(grid.getByRole('row')).toHaveCount(3);

  const href = await page.getByRole('link', { name: 'Download month table CSV' }).getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toMatch(/^"Month","From","To","Nights available","Nights booked",/);
  expect(lines).toHaveLength(3);
  expect(lines[2]).toMatch(/^"Total",/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Reporting fits the screen and is free of axe violations', async ({ page }) => {
    await openReporting(page);
    await expectNoAxeViolations(page, REPORTING);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

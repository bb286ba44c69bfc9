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

/** Reporting's 'On the books' view, reached from the 'By month' tab by the arrow key. */
async function openOnTheBooks(page: Page) {
  await page.getByRole('tab', { name: 'By month' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'On the books' })).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByRole('grid', { name: 'On the books by month, against the same point last year' });
  await expect(grid.getByRole('row')).toHaveCount(14);
  return grid;
}

test('the owner reads the next 12 months, occupancy explained, and what is on the books against last year, by keyboard', async ({ page }) => {
  await openReporting(page);
  await page.getByRole('button', { name: /Range/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Next 12 months' }).focus();
  await page.keyboard.press('Enter');
  const grid = page.getByRole('grid', { name: 'Occupancy and revenue by month' });
  await expect(grid.getByRole('row')).toHaveCount(14);
  await expect(page.getByText(/^Occupancy [\d.]+%: \d+ nights? occupied \(\d+ booked here, \d+ imported\) ÷ \d+ nights? available \(\d+ nights in the range less \d+ the owner blocked\)\.$/)).toBeVisible();

  const books = await openOnTheBooks(page);
  await expect(books.getByRole('row').last()).toContainText('Total');
  await expectNoAxeViolations(page, REPORTING);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Reporting fits the screen and is free of axe violations', async ({ page }) => {
    await openReporting(page);
    await expectNoAxeViolations(page, REPORTING);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await openOnTheBooks(page);
    await expectNoAxeViolations(page, REPORTING);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

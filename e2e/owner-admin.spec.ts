import { expect, test } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { reservedNight } from './fixtures/reserved-nights';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

test('the owner adds a coupon by keyboard and a quote with its code gets the discount', async ({ page }) => {
  await page.goto('/admin/pricing');
  await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
  await expectNoAxeViolations(page);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByRole('form', { name: 'New coupon' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Discount (%)').fill('10');
  await form.getByLabel('Maximum uses').focus();
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Coupon ${code} added.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible();

  const start = reservedNight('owner-admin', 1);
  const end = reservedNight('owner-admin', 4);
  const plain = await (await page.request.get(`/api/quote?start=${start}&end=${end}&guests=2`)).json();
  const discounted = await (await page.request.get(`/api/quote?start=${start}&end=${end}&guests=2&coupon=${code.toLowerCase()}`)).json();
  expect(discounted.coupon).toEqual({ code });
  expect(discounted.breakdown.map((line: { label: string }) => line.label)).toContain(`Coupon ${code}`);
  expect(Number(discounted.total)).toBeLessThan(Number(plain.total));
});

test('bookings and calendar screens are reachable, labelled and free of axe violations', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Show bookings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Block or free nights on the Calendar' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByTestId('export-url')).toContainText('/api/calendar/');
  await expect(page.getByRole('heading', { name: 'Connect a calendar' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bookings table scrolls inside its box; no admin screen scrolls sideways', async ({ page }) => {
    // A guest books through the API, on this spec's own nights.
    const checkout = await page.request.post('/api/bookings/checkout', {
      data: {
        start: reservedNight('owner-admin', 20),
        end: reservedNight('owner-admin', 24),
        guests: 4,
        guest: { name: 'Kamakanaokalani Wide-Table', email: 'wide.table@example.com', phone: '+1 808 555 0101', arrivalTime: '16:00', agreeToPolicies: true },
      },
    });
    expect(checkout.status()).toBe(201);
    const { reference, token } = await checkout.json();
    expect((await page.request.post('/api/bookings/demo-pay', { data: { reference, token } })).ok()).toBe(true);

    await page.goto('/admin/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(page.getByRole('grid', { name: /bookings/ }).getByRole('row').filter({ hasText: reference })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const screen of ['/admin/pricing', '/admin/calendar', '/booking/confirmation']) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(390);
    }
  });
});

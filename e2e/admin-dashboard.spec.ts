import { createBooking } from '../src/server/composition/factories';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eOrm } from './fixtures/db';
import { reservedNight } from './fixtures/reserved-nights';
import { expect, test, type Page } from './fixtures/test';

const GUEST = `Kalani Arrives ${Date.now().toString(36)}`;
let reference = '';

test.beforeAll(async () => {
  // A paid stay arriving today at the house, made by the shared factories.
  reference = await withE2eOrm(async (em) => {
    const stay = createBooking(em, { status: 'confirmed', checkIn: reservedNight('admin-dashboard', 0), checkOut: reservedNight('admin-dashboard', 1), guestName: GUEST, guests: 3, totalCents: 80_000, paidCents: 30_000, quote: null });
    await em.flush();
    return stay.reference;
  });
});

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

async function openDashboard(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Arrivals' })).toBeVisible();
}

test('the owner sees today’s arrival with what is still due, and opens it by keyboard', async ({ page }) => {
  await openDashboard(page);
  const arrivals = page.getByRole('grid', { name: 'Arrivals' });
  const row = arrivals.getByRole('row', { name: new RegExp(GUEST) });
  await expect(row).toContainText('$300.00');
  await expect(row).toContainText('$500.00');
  await expect(page.getByRole('link', { name: new RegExp(`\\$500\\.00 still due from ${GUEST}`) })).toBeVisible();
  await expect(page.getByText(/vs last year|Nothing/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('rowheader').click();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?booking=${reference}`));
  await expect(page.getByRole('dialog')).toContainText(GUEST);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits the screen and is free of axe violations', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByRole('grid', { name: 'Arrivals' }).getByRole('row', { name: new RegExp(GUEST) })).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

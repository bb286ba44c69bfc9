import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { dueBooking } from './fixtures/due-booking';
import { expect, test, type Page } from './fixtures/test';

const dueAlert = (page: Page, guest: string) => page.getByRole('link', { name: new RegExp(`^\\$1,200\\.00 still due from ${guest}`) });

/** From the dashboard's alert to the recorded payment, by keyboard: the alert opens the booking, the amount due is filled in. */
async function settleFromTheDashboard(page: Page, guest: string, reference: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await dueAlert(page, guest).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?booking=${reference}`));
  const dialog = page.getByRole('dialog', { name: `Booking ${reference}` });
  await dialog.getByRole('button', { name: 'Record payment…' }).focus();
  await page.keyboard.press('Enter');
  const form = dialog.getByRole('region', { name: 'Record a payment' });
  await expect(form.getByRole('textbox', { name: /Amount received/ })).toBeFocused();
  await expect(form.getByRole('textbox', { name: /Amount received/ })).toHaveValue('1200');
  await expectNoAxeViolations(page, '[role="dialog"]');
  return { dialog, form };
}

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

test('from the dashboard the owner records a cash payment by keyboard, and the alert goes', async ({ page }) => {
  const guest = `Pua Pays ${Date.now().toString(36)}`;
  const reference = await dueBooking('admin-record-payment', { name: guest, email: 'pua@example.com' }, 3);
  const { dialog, form } = await settleFromTheDashboard(page, guest, reference);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Recorded $1,200.00 received')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(dialog.getByRole('table', { name: 'Payments recorded by hand' }).getByRole('rowheader')).toContainText(['Payment · Cash']);
  await expect(dialog.getByRole('region', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: /Payment recorded · \$1,200\.00 · by .*Cash, received/ })).toHaveCount(1);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The alerts have loaded (a list, or the line saying there is none) before the one for this guest is looked for.
  const attention = page.getByRole('region', { name: 'Needs your attention' });
  await expect(attention.getByRole('list').or(attention.getByText('Nothing needs you right now.'))).toBeVisible();
  await expect(dueAlert(page, guest)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the payment form fits the screen, and a partial payment leaves the rest due', async ({ page }) => {
    const guest = `Pua Part ${Date.now().toString(36)}`;
    const reference = await dueBooking('admin-record-payment', { name: guest, email: 'pua@example.com' }, 10);
    const { dialog, form } = await settleFromTheDashboard(page, guest, reference);
    const box = await form.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await form.getByRole('textbox', { name: /Amount received/ }).fill('200');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Recorded $200.00 received')).toBeVisible();
    await expect(dialog.getByText('$1,000.00', { exact: true })).toBeVisible();

    await page.goto('/admin');
    await expect(page.getByRole('link', { name: new RegExp(`^\\$1,000\\.00 still due from ${guest}`) })).toBeVisible();
  });
});

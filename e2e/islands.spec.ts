import { arrowTo, calendar } from './fixtures/booking-path';
import { reservedNight } from './fixtures/reserved-nights';
import { expect, test } from './fixtures/test';

/**
 * The home page shipped as islands on a wide window (decision 062): the hero's booking widget starts at once there
 * (the window matches), and what its code does with the address (Reserve goes on to the guest's details) starts the
 * whole app in place, as a followed link does.
 */
test('the home page’s booking widget is there on a wide window untouched; a stay chosen in it and Reserve lead on to the guest’s details in the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-islands', '');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const widget = page.locator('[data-slot="booking-widget"]');
  const dates = widget.getByRole('button', { name: /^Dates/ });
  await expect(dates).toBeVisible();

  await dates.focus();
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeVisible();
  await arrowTo(page, reservedNight('islands', 2));
  await page.keyboard.press('Enter');
  await arrowTo(page, reservedNight('islands', 6));
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeHidden();
  const reserve = widget.getByRole('button', { name: 'Reserve', exact: true });
  await expect(widget).toContainText('4 nights');
  await reserve.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/booking\/details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guest Details');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The app now follows its own links.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kaneohe Bay Oceanfront Beach House');
});

/**
 * A pointer going down on an island's control starts that island, which can come alive before the pointer comes up.
 * React Aria, which never saw the press begin, would drop the click: the tap is given again, once (early-taps.ts).
 */
test('a tap whose island comes alive while the pointer is down still counts, once', async ({ page }) => {
  await page.goto('/stay');
  const chatButton = page.locator('[data-replay-tap="chat"]');
  const box = await chatButton.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  await expect(page.locator('[data-island="chat"]')).toHaveAttribute('data-island-live');
  await page.mouse.up();
  const panel = page.getByRole('dialog', { name: /^Chat with/ });
  await expect(panel).toBeVisible();
  // One press per tap: the button toggles the panel, so a second press would have closed it again.
  await expect(panel.getByLabel('Your name')).toBeVisible();
  await chatButton.click();
  await expect(panel).toHaveCount(0);
});

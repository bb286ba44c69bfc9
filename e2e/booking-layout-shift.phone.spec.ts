import { expect, test } from './fixtures/test';
import { expectNoLayoutShift, layoutShiftsOf } from './fixtures/layout-shift';

/** /booking is drawn by the browser: the footer must not be painted first and pushed down when the booking form arrives. */
test('on a phone the booking page keeps its footer and sections in place while the booking form loads', async ({ page }) => {
  // A 4x slower CPU on a machine shared with other work: the page may take a while to arrive.
  test.setTimeout(180_000);
  const shifts = await layoutShiftsOf(page, '/booking', async (loaded) => {
    await expect(loaded.getByRole('button', { name: 'Reserve' })).toBeVisible({ timeout: 45_000 });
    await expect(loaded.locator('footer')).toContainText('Kaneohe Bay Beach House');
  });
  expectNoLayoutShift(shifts);
});

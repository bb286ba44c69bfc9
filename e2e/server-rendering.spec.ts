import { expect, test } from './fixtures/test';
import { expectEveryPageHydratedInPlace, PUBLIC_PAGES } from './fixtures/server-rendering';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page arrives whole from the server: heading, content and the site around it', async ({ page }) => {
    for (const { path, heading, text } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.locator('footer')).toContainText('Kaneohe Bay Beach House');
    }
  });

  test('the photos show too: none waits, transparent, for a script that never runs', async ({ page }) => {
    await page.goto('/stay');
    const photos = page.locator('main picture img');
    expect(await photos.count()).toBeGreaterThan(1);
    for (const photo of await photos.all()) await expect(photo).toHaveCSS('opacity', '1');
  });
});

test('the browser takes over the server’s markup without redrawing it, and nothing goes wrong on the way', async ({ page }) => {
  await expectEveryPageHydratedInPlace(page);
});

test('the server-rendered gallery answers a click as soon as the page is live', async ({ page }) => {
  await page.goto('/stay');
  await page.getByRole('button', { name: /Show all \d+ photos/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

import { expect, test, type Locator } from './fixtures/test';
import { expectNoAxeViolations } from './fixtures/axe';

/** Waits for the dialog's opening animation and the photo's fade-in, so axe sees final colours. */
async function expectLoaded(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('the gallery shows six of the 14 photos; a thumbnail opens the lightbox by keyboard', async ({ page }) => {
  await page.goto('/stay');
  const gallery = page.locator('#gallery');
  await expect(gallery.getByRole('heading', { level: 2, name: 'Stunning Views & Spaces' })).toBeVisible();
  const tiles = gallery.getByRole('list', { name: 'Photo highlights' }).getByRole('button');
  await expect(tiles).toHaveCount(6);
  await expect(gallery.getByRole('button', { name: 'Show all 14 photos' })).toBeVisible();

  await tiles.first().focus();
  await page.keyboard.press('Tab');
  const opener = tiles.nth(1);
  await expect(opener).toBeFocused();
  const openerAlt = (await opener.getAttribute('aria-label'))!.replace(/^Open photo 2 of 14: /, '');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Photo gallery' });
  await expect(dialog).toBeVisible();
  const counter = dialog.getByText(/^\d+ \/ 14$/);
  await expect(counter).toHaveText('2 / 14');
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', openerAlt);

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 14');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('1 / 14');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('14 / 14');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 14');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('every photo in the lightbox really loads, as AVIF, and Close gives focus back to Show all', async ({ page }) => {
  await page.goto('/stay');
  const showAll = page.locator('#gallery').getByRole('button', { name: 'Show all 14 photos' });
  await showAll.click();
  const dialog = page.getByRole('dialog', { name: 'Photo gallery' });
  const seen = new Set<string>();
  for (let n = 1; n <= 14; n += 1) {
    await expect(dialog.getByText(/^\d+ \/ 14$/)).toHaveText(`${n} / 14`);
    const image = dialog.getByRole('img');
    await expectLoaded(image);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/photos\/[a-z0-9-]+-\d+\.avif$/);
    seen.add((await image.getAttribute('alt')) ?? '');
    await expect(dialog.getByText('Unable to load image')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
  }
  expect(seen.size).toBe(14);
  await expect(dialog.getByText(/^\d+ \/ 14$/)).toHaveText('1 / 14');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(showAll).toBeFocused();
});

test('the open lightbox has no axe-core violations', async ({ page }) => {
  await page.goto('/stay');
  await page.locator('#gallery').getByRole('button', { name: 'Show all 14 photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photo gallery' });
  await expectLoaded(dialog.getByRole('img'));
  await expectNoAxeViolations(page, '[role="dialog"]');
});

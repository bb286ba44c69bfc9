import { expect, test } from './fixtures/test';

test('on a phone the gallery is one column and the lightbox works by touch', async ({ page }) => {
  await page.goto('/stay');
  const gallery = page.locator('#gallery');
  const tiles = gallery.getByRole('list', { name: 'Photo highlights' }).getByRole('button');
  await expect(tiles).toHaveCount(6);
  await tiles.nth(1).scrollIntoViewIfNeeded();
  const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  expect(second!.x).toBeCloseTo(first!.x, 0);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(first!.width).toBeLessThanOrEqual(390);

  await tiles.nth(0).tap();
  const dialog = page.getByRole('dialog', { name: 'Photo gallery' });
  await expect(dialog).toBeVisible();
  const counter = dialog.getByText(/^\d+ \/ 14$/);
  await expect(counter).toHaveText('1 / 14');
  const image = dialog.getByRole('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await image.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  await dialog.getByRole('button', { name: 'Next photo' }).tap();
  await expect(counter).toHaveText('2 / 14');
  await dialog.getByRole('button', { name: 'Previous photo' }).tap();
  await dialog.getByRole('button', { name: 'Previous photo' }).tap();
  await expect(counter).toHaveText('14 / 14');

  await dialog.getByRole('button', { name: 'Close' }).tap();
  await expect(dialog).toBeHidden();

  await gallery.getByRole('button', { name: 'Show all 14 photos' }).click();
  await expect(dialog.getByText(/^\d+ \/ 14$/)).toHaveText('1 / 14');
});

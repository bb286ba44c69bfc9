import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';
import { scrollToMap } from './fixtures/location';
import sharp from 'sharp';

// Routes must see every tile request, and the site's service worker would sit in between.
test.use({ serviceWorkers: 'block' });

/** Grid buttons are named by the place and its distance: match the place's name as written. */
function escaped(name: string): RegExp {
  return new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

test('on a phone the map is 500 px tall and the attractions grid works by touch', async ({ page }) => {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cfe8e6' } }).png().toBuffer();
  await page.route('https://*.tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: tile }));
  const attractions: Array<{ name: string }> = await (await page.request.get('/api/nearby-attractions')).json();
  await page.goto('/');
  const map = await scrollToMap(page);
  await expect(page.getByText('Loading Interactive Map')).toBeHidden();
  const mapBox = (await map.boundingBox())!;
  expect(Math.round(mapBox.height)).toBe(500);
  expect(mapBox.width).toBeLessThanOrEqual(390);

  const grid = page.getByRole('list', { name: 'Nearby Attractions' });
  const buttons = grid.getByRole('button');
  await expect(buttons).toHaveCount(attractions.length);
  // Every button fits the screen and is a comfortable touch target.
  for (const box of await buttons.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(390);
  }
  const axe = await new AxeBuilder({ page }).include('#location').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  const last = attractions.at(-1)!;
  await grid.getByRole('button', { name: escaped(last.name) }).tap();
  const dialog = page.getByRole('dialog', { name: last.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Get Directions' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await expect(dialog).toBeHidden();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures/test';
import { MAP_NAME, scrollToLocationUntil, scrollToMap } from './fixtures/location';
import sharp from 'sharp';
import { signInAsOwner } from './fixtures/auth';

interface Attraction {
  name: string;
  address: string;
}

// Routes must see every tile request, and the site's service worker would sit in between.
test.use({ serviceWorkers: 'block' });

/** Grid buttons are named by the place and its distance: match the place's name as written. */
function escaped(name: string): RegExp {
  return new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

// A plain 256x256 PNG stands in for every OpenStreetMap tile.
let tile: Buffer;
test.beforeAll(async () => {
  tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cfe8e6' } }).png().toBuffer();
});

async function serveTiles(page: Page) {
  await page.route('https://*.tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: tile }));
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([]);
}

/** Scrolls to the section and waits until the map has drawn its first tiles. */
async function openMap(page: Page) {
  const map = await scrollToMap(page);
  await expect(map).toBeVisible();
  await expect(page.getByText('Loading Interactive Map')).toBeHidden();
  return map;
}

test('the map is fetched only when the section nears the viewport', async ({ page }) => {
  await serveTiles(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Precondition: the section starts well below the fold, beyond the observer's margin.
  const top = await page.locator('#location').evaluate((node) => node.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(page.viewportSize()!.height + 400);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /location-map|tile\.openstreetmap/.test(url))).toEqual([]);

  await openMap(page);
  expect(requested.some((url) => /location-map.*\.js/.test(url))).toBe(true);
  expect(requested.some((url) => url.includes('tile.openstreetmap.org/14/'))).toBe(true);
});

test('a visitor sees the general area, the house popup and each attraction on the map', async ({ page }) => {
  await serveTiles(page);
  const property = await (await page.request.get('/api/property/public')).json();
  const attractions: Attraction[] = await (await page.request.get('/api/nearby-attractions')).json();
  await page.goto('/');
  const section = page.locator('#location');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: "Where you'll be" })).toBeVisible();
  await expect(section.getByText("Prime oceanfront location on Oahu's scenic windward coast")).toBeVisible();
  const map = await openMap(page);

  // The gold circle: click inside it, north of the house marker at its centre.
  const circle = map.locator('path.leaflet-interactive');
  await expect(circle).toHaveCount(1);
  const box = (await circle.boundingBox())!;
  await circle.click({ position: { x: box.width / 2, y: box.height / 2 - box.height / 3 } });
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText('General area (1-mile radius)');
  await expect(popup).toContainText('Exact location shown to confirmed guests');

  await map.getByRole('button', { name: property.title }).click();
  // Leaflet fades the circle's popup out for a moment before removing it.
  await expect(popup).toHaveCount(1);
  await expect(popup).toContainText(property.title);
  await expect(popup).toContainText(property.general_location);
  await expect(popup).toContainText('Available to confirmed guests');

  // One marker per attraction, plus the house.
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(attractions.length + 1);
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
  await expectNoAxeViolations(page, '#location');
});

test('scrolling the page over the map scrolls the page until the map is focused', async ({ page }) => {
  await serveTiles(page);
  await page.goto('/');
  const map = await openMap(page);
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2);
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 240);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

test('an attraction opens from the grid and Get Directions opens Google Maps in a new tab', async ({ page, context }) => {
  await serveTiles(page);
  await context.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Directions</title><p>Directions stand-in</p>' }),
  );
  const attractions: Attraction[] = await (await page.request.get('/api/nearby-attractions')).json();
  const first = attractions[0]!;
  await page.goto('/');
  await openMap(page);

  const grid = page.getByRole('list', { name: 'Nearby Attractions' });
  await expect(grid.getByRole('button')).toHaveCount(attractions.length);
  await grid.getByRole('button', { name: escaped(first.name) }).click();
  const dialog = page.getByRole('dialog', { name: first.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'About' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  const newTab = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Get Directions' }).click();
  const maps = await newTab;
  expect(maps.url().startsWith('https://www.google.com/maps/dir/')).toBe(true);
  expect(new URL(maps.url()).searchParams.get('destination')).toBe(first.address);
  await expect(page.getByText('Opening Directions')).toBeVisible();
  await expect(page.getByText(`Getting directions to ${first.name}...`)).toBeVisible();
  await maps.close();
});

test('keyboard: grid button and map marker both open the dialog, and Escape returns focus', async ({ page }) => {
  await serveTiles(page);
  const attractions: Attraction[] = await (await page.request.get('/api/nearby-attractions')).json();
  const [first, second] = [attractions[0]!, attractions[1]!];
  await page.goto('/');
  const map = await openMap(page);

  const button = page.getByRole('list', { name: 'Nearby Attractions' }).getByRole('button', { name: escaped(first.name) });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: first.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();

  const marker = map.getByRole('button', { name: second.name, exact: true });
  await marker.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: second.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Get Directions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(marker).toBeFocused();
  // Its popup stayed open behind the dialog, with a way back in.
  await expect(map.locator('.leaflet-popup')).toContainText(`${second.name}`);
  await map.locator('.leaflet-popup').getByRole('button', { name: 'View Details' }).click();
  await expect(dialog).toBeVisible();
});

test('a signed-in user sees the exact point without the general-area circle', async ({ page, owner }) => {
  await serveTiles(page);
  await signInAsOwner(page, owner);
  const property = await (await page.request.get('/api/property/public')).json();
  await page.goto('/');
  const map = await openMap(page);
  await expect(map.getByRole('button', { name: property.title })).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(0);
});

test('the map says Map Unavailable when no tile loads, and Try Again brings it back', async ({ page }) => {
  await page.route('https://*.tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/');
  await scrollToLocationUntil(page, page.getByRole('heading', { name: 'Map Unavailable' }));
  await expect(page.getByRole('heading', { name: 'Map Unavailable' })).toBeVisible();
  await expectNoAxeViolations(page, '#location');

  await page.unroute('https://*.tile.openstreetmap.org/**');
  await serveTiles(page);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('region', { name: MAP_NAME })).toBeVisible();
  await expect(page.getByText('Loading Interactive Map')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Map Unavailable' })).toBeHidden();
});

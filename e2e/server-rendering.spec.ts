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

test('a server-rendered page brings its styles with it: none is fetched to draw it, none again when the app takes over', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/policies');
  await page.waitForLoadState('networkidle');
  const inlined = await page.locator('link[rel="stylesheet"][type="text/x-inlined"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(inlined.length).toBeGreaterThan(3);
  // Styled: the header's brand is not the browser's default link blue.
  await expect(page.getByRole('banner').getByRole('link').first()).not.toHaveCSS('color', 'rgb(0, 0, 238)');

  // Following a link starts the app, whose code asks for the same stylesheets: it finds them there.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Experiences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experiences' })).toBeVisible();
  // The experiences page's own blocks bring a stylesheet of their own, which the policies page did not have.
  await expect.poll(() => stylesheets.some((file) => /experiences-blocks-[^/]*\.css$/.test(file))).toBe(true);
  expect(stylesheets.filter((file) => inlined.includes(file))).toEqual([]);
  expect(await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.length)).toBe(
    new Set(await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))).size,
  );
});

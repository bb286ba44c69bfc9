import { expect, test, type Locator } from './fixtures/test';

async function expectInsideViewport(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test('on a phone the hero, its chips and buttons fit and nothing scrolls sideways', async ({ page }) => {
  await page.goto('/');
  const width = page.viewportSize()!.width;
  expect(width).toBe(390);
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  const title = hero.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expectInsideViewport(title, width);

  const chips = hero.getByRole('list', { name: 'Highlights' }).getByRole('listitem');
  await expect(chips).toHaveCount(4);
  for (const chip of await chips.all()) {
    await expect(chip).toBeInViewport();
    await expectInsideViewport(chip, width);
  }

  for (const name of ['Explore Beach House', 'Book Now']) {
    const button = hero.getByRole('link', { name });
    await expect(button).toBeInViewport();
    await expectInsideViewport(button, width);
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  // The booking widget is for large screens only.
  await expect(hero.locator('[data-slot="booking-widget"]')).toBeHidden();

  // Every section rendered, top to bottom, without sideways scrolling.
  await page.getByRole('heading', { name: 'Ready for Kaneohe Bay?' }).scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.mouse.wheel(300, 0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

test.describe('with motion allowed', () => {
  // The projects reduce motion by default (playwright.config.ts); on a larger screen this page would play the video.
  test.use({ reducedMotion: 'no-preference' });

  test('a phone shows the still hero photo and never downloads the background video', async ({ page }) => {
    const mediaRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/')) mediaRequests.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.locator('img').first()).toBeVisible();
    // Give the page time it would need to attach the video on a larger screen.
    await page.waitForTimeout(1500);
    await expect(hero.locator('video source')).toHaveCount(0);
    expect(mediaRequests).toEqual([]);
  });
});

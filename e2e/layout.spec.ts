import { expect, test, type Page } from './fixtures/test';

/** Phone, large phone, tablet, small laptop, laptop, wide desktop. */
const WIDTHS = [320, 390, 768, 1024, 1280, 1920];
/** The smallest gap allowed between readable content and either edge of the window. */
const MIN_GUTTER = 8;

const PAGES = ['/', '/stay', '/booking', '/experiences', '/contact', '/policies', '/auth', '/no-such-page', '/booking/details'];

/** Scrolls to the bottom step by step, so every below-the-fold section loads, then back to the top. */
async function loadWholePage(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(60);
    if (atBottom && (await page.locator('main [aria-busy="true"]').count()) === 0) break;
  }
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * What a visitor would see touching the window's edge: every visible element in
 * the header, main and footer that carries its own text, or is a picture or a
 * control, whose box starts or ends within MIN_GUTTER of either side. Full-bleed
 * backgrounds (the hero's decorative photo and video, a section's colour) pass.
 */
function edgeHuggers(minGutter: number) {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  const regions = document.querySelectorAll('header, main, footer');
  for (const region of regions) {
    for (const element of region.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      const isContent = ownText || element.matches('img:not([alt=""]), button, input, select, textarea');
      if (!isContent) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      // Visually hidden (screen-reader only) text and what a parent clips away are not seen.
      if (element.closest('[aria-hidden="true"], [hidden]') || element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) === false) continue;
      // Off the top of the page (a skip link waiting for focus) is not seen.
      if (box.bottom + window.scrollY <= 0) continue;
      // Inside a sideways scroller (the reviews carousel) or a clipping frame, only the part the frame shows counts.
      let left = box.left;
      let right = box.right;
      for (let frame = element.parentElement; frame && frame !== document.body; frame = frame.parentElement) {
        if (getComputedStyle(frame).overflowX === 'visible') continue;
        const clip = frame.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (right - left <= 2) continue;
      if (left < minGutter || right > width - minGutter) {
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('alt') ?? '').trim().slice(0, 40);
        const section = element.closest('section, [id]');
        found.push(`${element.tagName.toLowerCase()} "${label}" at ${Math.round(left)}–${Math.round(right)} of ${width}${section ? ` in ${section.tagName.toLowerCase()}#${section.id}` : ''}`);
      }
    }
  }
  return found;
}

for (const path of PAGES) {
  test(`${path} keeps its content off the window's edges and never scrolls sideways at every width`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    await loadWholePage(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Media-query-driven parts (the phone booking bar, the desktop widget) settle after a resize.
      await page.waitForTimeout(80);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${path} at ${width} px scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
      expect(await page.evaluate(edgeHuggers, MIN_GUTTER), `${path} at ${width} px: content touching the edge`).toEqual([]);
    }
  });
}

test.describe('with motion allowed', () => {
  // The projects reduce motion by default (playwright.config.ts); the hero's video is part of this backdrop.
  test.use({ reducedMotion: 'no-preference' });

  test('the Menu button over the home hero stays readable on a phone, whatever the photo or video shows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeVisible();
    // The worst backdrop for light text is a white sky: composite the button's own background over white.
    const contrast = await menu.evaluate((button) => {
      const style = getComputedStyle(button);
      const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
      const [r = 0, g = 0, b = 0, alpha = 1] = channels(style.backgroundColor);
      const backdrop = [r, g, b].map((value) => value * alpha + 255 * (1 - alpha));
      const luminance = ([red, green, blue]: number[]) =>
        [red!, green!, blue!]
          .map((value) => value / 255)
          .map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
          .reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index]!, 0);
      const [text, back] = [luminance(channels(style.color)), luminance(backdrop)];
      return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
    });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  });
});

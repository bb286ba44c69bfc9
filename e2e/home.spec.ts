import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures/test';
import { formatNightlyRate, homeQuoteInput } from '../src/client/features/home/home-facts';
import { patchSiteInfo, resetSiteInfo } from './fixtures/db';

const SECTION_HEADINGS = [
  'Experience the Real Hawaii',
  'Your Beach House Oahu Hawaiian Escape',
  'Guest Reviews',
  'Book Hawaiian Experiences',
  'Ready for Kaneohe Bay?',
];

const WIDGET_URL = 'https://tours.example.test/widget';
const WIDGET_FRAME_TITLE = 'Hawaiian experiences booking';
// A stand-in for the third-party widget: reports its height on load and whenever asked.
const WIDGET_PAGE = `<!doctype html><html><head><title>Tours</title></head><body style="margin:0;font:16px sans-serif">
<h1>Island Tours</h1><p>Snorkel, kayak and ranch tours.</p>
<script>
  const report = () => parent.postMessage({ type: 'resize', height: 900 }, '*');
  report();
  addEventListener('message', (event) => { if (event.data && event.data.type === 'request-height') report(); });
</script></body></html>`;

/** Site info has loaded once the footer shows the real site name instead of the fallback. */
async function waitForSiteInfo(page: Page) {
  const site = await (await page.request.get('/api/settings/site_info')).json();
  await expect(page.getByRole('contentinfo').getByRole('heading', { level: 2, name: site.site_name })).toBeVisible();
}

const heroVideo = (page: Page) => page.locator('section[aria-labelledby="hero-title"] video');

test("the home page's sections follow the spec's order, with the house's facts", async ({ page }) => {
  await page.goto('/');
  const property = await (await page.request.get('/api/property/public')).json();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Guest Reviews' })).toBeVisible();
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.filter((heading) => SECTION_HEADINGS.includes(heading))).toEqual(SECTION_HEADINGS);

  const realHawaii = page.getByRole('region', { name: 'Experience the Real Hawaii' });
  await expect(realHawaii.getByRole('listitem')).toHaveCount(3);
  await expect(realHawaii.getByRole('heading', { level: 3 })).toHaveCount(3);

  const quote = await page.request.get(`/api/quote?${new URLSearchParams({ ...homeQuoteInput(), guests: '2' })}`);
  const rate = (quote.ok() ? formatNightlyRate((await quote.json()).nightlyRate) : null) ?? formatNightlyRate(property.base_rate);
  const escape = page.getByRole('region', { name: 'Your Beach House Oahu Hawaiian Escape' });
  const facts = escape.getByRole('list', { name: 'The house at a glance' });
  await expect(facts).toContainText(`${property.max_guests} Guests`);
  await expect(facts).toContainText(`${property.bedrooms} Bedrooms`);
  await expect(facts).toContainText('Oceanfront');
  await expect(escape.getByText(`Starting ${rate}/night`)).toBeVisible();

  await main.getByRole('link', { name: 'Book Your Stay' }).click();
  await expect(page).toHaveURL(/\/booking$/);
});

test('the header is transparent over the hero and solid once the page has scrolled past 80 px', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header).toHaveAttribute('data-solid', 'false');
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await page.evaluate(() => window.scrollTo(0, 60));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(60);
  await expect(header).toHaveAttribute('data-solid', 'false');

  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header).toHaveAttribute('data-solid', 'true');
  await expect(header).toHaveCSS('background-color', 'rgb(253, 250, 244)');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-solid', 'false');

  await page.getByRole('banner').getByRole('link', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/stay$/);
  await expect(header).toHaveAttribute('data-solid', 'true');
});

test.describe('with motion allowed', () => {
  // The projects reduce motion by default (playwright.config.ts); these tests are about the motion itself.
  test.use({ reducedMotion: 'no-preference' });

  test('the hero video gets its sources once the hero is visible and plays over the poster', async ({ page }) => {
    await page.goto('/');
    const video = heroVideo(page);
    await expect(video.locator('source')).toHaveCount(2);
    await expect(video.locator('source').nth(0)).toHaveAttribute('src', '/media/hero.webm');
    await expect(video.locator('source').nth(1)).toHaveAttribute('src', '/media/hero.mp4');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(video).toHaveAttribute('data-playing', 'true');
    // The poster is the file the hero picture already shows.
    const picked = await page.locator('section[aria-labelledby="hero-title"] img').evaluate((img: HTMLImageElement) => img.currentSrc);
    await expect(video).toHaveJSProperty('poster', picked);
  });

  test("after choosing 'Reduce' motion the hero video has no source, even after a reload", async ({ page }) => {
    await page.goto('/');
    const video = heroVideo(page);
    await expect(video.locator('source')).toHaveCount(2);

    await page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Motion' }).getByText('Reduce', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-reduced-motion', 'true');
    await expect(video.locator('source')).toHaveCount(0);
    // Reloaded without sources: nothing loading (NETWORK_EMPTY) and nothing playing.
    await expect(video).toHaveJSProperty('networkState', 0);
    await expect(video).toHaveJSProperty('paused', true);

    const mediaRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/')) mediaRequests.push(request.url());
    });
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="hero-title"] img')).toHaveJSProperty('complete', true);
    await expect(video.locator('source')).toHaveCount(0);
    await expect(video).toHaveJSProperty('currentSrc', '');
    expect(mediaRequests).toEqual([]);
  });
});

test.describe('tours widget', () => {
  let restore: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await restore?.();
    restore = undefined;
  });

  test('is created only near the viewport and grows to the height it reports', async ({ page }) => {
    restore = await patchSiteInfo({ tours_widget_url: WIDGET_URL });
    const requested: string[] = [];
    await page.route('https://tours.example.test/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: WIDGET_PAGE });
    });
    await page.goto('/');
    await waitForSiteInfo(page);
    const section = page.getByRole('region', { name: 'Book Hawaiian Experiences' });
    await expect(section.getByText('Loading tours and activities…')).toBeAttached();
    await expect(page.getByTitle(WIDGET_FRAME_TITLE)).toHaveCount(0);
    expect(requested).toEqual([]);

    await section.getByRole('heading', { name: 'Book Hawaiian Experiences' }).scrollIntoViewIfNeeded();
    const frame = page.getByTitle(WIDGET_FRAME_TITLE);
    await expect(frame).toBeVisible();
    await expect(page.frameLocator(`iframe[title="${WIDGET_FRAME_TITLE}"]`).getByRole('heading', { name: 'Island Tours' })).toBeVisible();
    await expect.poll(() => frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(900);
    await expect(section.getByText('Loading tours and activities…')).toHaveCount(0);
    expect(requested).toEqual([WIDGET_URL]);

    await section.getByRole('link', { name: 'View All Experiences' }).click();
    await expect(page).toHaveURL(/\/experiences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Experiences' })).toBeVisible();
  });

  test("a fresh site shows its own experiences widget, loaded near the viewport and sized to what it reports", async ({ page }) => {
    await resetSiteInfo();
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/widgets/')) widgetRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForSiteInfo(page);
    const section = page.getByRole('region', { name: 'Book Hawaiian Experiences' });
    await expect(section.getByText('Loading tours and activities…')).toBeAttached();
    await expect(page.getByTitle(WIDGET_FRAME_TITLE)).toHaveCount(0);
    expect(widgetRequests).toEqual([]);

    // Scrolled until the widget's box is 150 px below the screen: within the 200 px margin, not yet seen. The sections
    // above it may arrive (and grow) just after the scroll on a busy machine, pushing the box down again: scroll anew then.
    const holder = section.getByText('Loading tours and activities…').locator('..');
    const frame = page.getByTitle(WIDGET_FRAME_TITLE);
    await expect(async () => {
      if ((await frame.count()) === 0) {
        const holderTop = await holder.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
        await page.evaluate((y) => window.scrollTo(0, y), holderTop - page.viewportSize()!.height - 150);
      }
      await expect(frame).toBeAttached({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    expect(await frame.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(100);
    const inside = page.frameLocator(`iframe[title="${WIDGET_FRAME_TITLE}"]`);
    await expect(inside.getByRole('heading', { level: 1, name: 'Experiences near the house' })).toBeVisible();
    const attractions: { name: string; category: string }[] = await (await page.request.get('/api/nearby-attractions')).json();
    const tour = attractions.find((attraction) => attraction.category === 'attraction')!;
    await expect(inside.getByRole('heading', { level: 2, name: tour.name })).toBeVisible();
    await expect(section.getByText('Loading tours and activities…')).toHaveCount(0);

    // As tall as its content says (never below 400 px), so nothing inside scrolls or is cut off.
    const content = await inside.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
    await expect.poll(() => frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(Math.max(400, content));
    expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(400);
    await section.getByRole('heading', { name: 'Book Hawaiian Experiences' }).scrollIntoViewIfNeeded();
    await expect(frame).toBeVisible();
    expect(widgetRequests).toEqual(['/widgets/tours', '/widgets/tours.js']);
  });

  test('without a widget address the block is left out and the rest of the section stays', async ({ page }) => {
    restore = await patchSiteInfo({ tours_widget_url: null });
    await page.goto('/');
    await waitForSiteInfo(page);
    const section = page.getByRole('region', { name: 'Book Hawaiian Experiences' });
    await section.scrollIntoViewIfNeeded();
    const lead = section.getByText(/Snorkel trips, kayak tours/);
    const button = section.getByRole('link', { name: 'View All Experiences' });
    await expect(lead).toBeVisible();
    await expect(button).toBeVisible();
    await expect(section.locator('iframe')).toHaveCount(0);
    await expect(section.getByText('Loading tours and activities…')).toHaveCount(0);
    // No empty 400 px box between the sentence and the button.
    const [leadBox, buttonBox] = [await lead.boundingBox(), await button.boundingBox()];
    expect(buttonBox!.y - (leadBox!.y + leadBox!.height)).toBeLessThan(100);
  });
});

test('the experiences page lists nearby things to do by category and links to contact', async ({ page }) => {
  await page.goto('/');
  // By keyboard: the tours widget above the link is created as the link scrolls near, then grows to its
  // content, so a pointer aimed at the link's first place can land on the widget (it did on a busy machine).
  await page.getByRole('main').getByRole('link', { name: 'View All Experiences' }).press('Enter');
  await expect(page).toHaveURL(/\/experiences$/);
  const attractions = await (await page.request.get('/api/nearby-attractions')).json();
  const things = page.getByRole('region', { name: 'Things to Do Near the House' });
  await expect(things.getByRole('heading', { level: 3, name: 'Beaches' })).toBeVisible();
  const beach = attractions.find((attraction: { category: string }) => attraction.category === 'beach');
  const card = things.getByRole('region', { name: 'Beaches' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: beach.name }) });
  await expect(card).toContainText(`${beach.distance} from the house`);
  await expect(card).toContainText(beach.description);
  await expect(things.getByRole('heading', { level: 4 })).toHaveCount(attractions.length);
  await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('no axe-core violations on the home page, top to bottom', async ({ page }) => {
  await page.goto('/');
  // Sections below the fold arrive as a visitor scrolls towards them (or a while after the page settles).
  const reviews = page.getByRole('heading', { level: 2, name: 'Guest Reviews' });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 1200));
    await expect(reviews).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('heading', { name: 'Ready for Kaneohe Bay?' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([]);
});

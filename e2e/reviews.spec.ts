import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures/test';

// About motion: the browser allows it here (the projects reduce it by default, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

// The seeded database: 44 published reviews, one mentioning 'snorkel', one from 'Anchorage, AK'.
const TOTAL = 44;

async function reviewsSection(page: Page): Promise<Locator> {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Guest Reviews' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('button', { name: `See All Reviews (${TOTAL})` })).toBeVisible();
  return section;
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([]);
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 12 } = {}) {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('the reviews summary shows the average, the count, the badge and a bar per star level', async ({ page }) => {
  const section = await reviewsSection(page);
  const summary = await (await page.request.get('/api/reviews/summary')).json();
  await expect(section.getByRole('heading', { level: 2, name: 'Guest Reviews' })).toBeVisible();
  await expect(section.getByText(`${TOTAL} reviews`, { exact: true })).toBeVisible();
  await expect(section.getByText(`${summary.averageRating.toFixed(1)} average rating`, { exact: true })).toBeVisible();
  await expect(section.getByText('Superhost', { exact: true })).toBeVisible();
  for (const stars of [5, 4, 3, 2, 1]) {
    const percent = `${Math.round((summary.reviewCounts[stars] / summary.totalReviews) * 100)}%`;
    const bar = section.getByRole('meter', { name: stars === 1 ? '1 star' : `${stars} stars`, exact: true });
    await expect(bar).toHaveAttribute('aria-valuetext', percent);
  }
  await expect(section.getByRole('heading', { name: 'What guests love about this place' })).toBeVisible();
});

test('See All: search, star filter and pages of six', async ({ page }) => {
  const section = await reviewsSection(page);
  const summary = await (await page.request.get('/api/reviews/summary')).json();
  const seeAll = section.getByRole('button', { name: `See All Reviews (${TOTAL})` });
  await seeAll.click();
  const dialog = page.getByRole('dialog', { name: 'All Reviews' });
  const reviews = dialog.getByRole('article');
  await expect(dialog.getByText('Page 1 of 8', { exact: true })).toBeVisible();
  await expect(reviews).toHaveCount(6);

  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(dialog.getByText('Page 2 of 8', { exact: true })).toBeVisible();
  await expect(reviews).toHaveCount(6);

  const search = dialog.getByRole('searchbox', { name: 'Search reviews' });
  await expect(search).toHaveAttribute('placeholder', 'Search reviews...');
  await search.fill('snorkel');
  await expect(reviews).toHaveCount(1);
  await expect(reviews.first()).toContainText('snorkel');
  await expect(dialog.getByText('Page 1 of 1', { exact: true })).toBeVisible();

  // Location and guest name count too, whatever the case.
  await search.fill('anchorage, ak');
  await expect(reviews).toHaveCount(1);
  await expect(reviews.first()).toContainText('Anchorage, AK');

  await dialog.getByRole('button', { name: 'Clear search' }).click();
  await expect(dialog.getByText('Page 1 of 8', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: /Filter by rating/ }).click();
  await page.getByRole('option', { name: '3 stars', exact: true }).click();
  await expect(reviews).toHaveCount(summary.reviewCounts[3]);
  await expect(dialog.getByRole('img', { name: '3 out of 5 stars' })).toHaveCount(summary.reviewCounts[3]);
  await expect(dialog.getByText('Page 1 of 1', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: /Filter by rating/ }).click();
  await page.getByRole('option', { name: '5 stars', exact: true }).click();
  await expect(dialog.getByText(`Page 1 of ${Math.ceil(summary.reviewCounts[5] / 6)}`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(6);

  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(seeAll).toBeFocused();
});

test('See All works from the keyboard alone, and any change goes back to page 1', async ({ page }) => {
  const section = await reviewsSection(page);
  const summary = await (await page.request.get('/api/reviews/summary')).json();
  const seeAll = section.getByRole('button', { name: `See All Reviews (${TOTAL})` });
  await seeAll.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'All Reviews' });
  const search = dialog.getByRole('searchbox', { name: 'Search reviews' });
  await expect(search).toBeFocused();

  await page.keyboard.type('snorkel');
  await expect(dialog.getByRole('article')).toHaveCount(1);
  await expect(dialog.getByText('Page 1 of 1', { exact: true })).toBeVisible();
  // The first Escape empties the search box; the dialog stays.
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(dialog.getByText('Page 1 of 8', { exact: true })).toBeVisible();

  const next = dialog.getByRole('button', { name: 'Next', exact: true });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Page 2 of 8', { exact: true })).toBeVisible();

  // Sort lowest first from the keyboard: the list opens on the current choice.
  const sort = dialog.getByRole('button', { name: /Sort by/ });
  await tabTo(page, sort, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Most recent' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Lowest rated' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sort).toContainText('Lowest rated');
  await expect(dialog.getByText('Page 1 of 8', { exact: true })).toBeVisible();
  const lowest = [1, 2, 3, 4, 5].find((stars) => summary.reviewCounts[stars] > 0);
  await expect(dialog.getByRole('article').first().getByRole('img')).toHaveAccessibleName(`${lowest} out of 5 stars`);

  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Page 2 of 8', { exact: true })).toBeVisible();

  const filter = dialog.getByRole('button', { name: /Filter by rating/ });
  await tabTo(page, filter, { backwards: true });
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: '5 stars' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/^Page 1 of \d$/)).toBeVisible();
  await expect(dialog.getByRole('img', { name: '4 out of 5 stars' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(seeAll).toBeFocused();
});

test('a featured review opens in Review Details; Previous and Next wrap; Escape returns to the card', async ({ page }) => {
  const section = await reviewsSection(page);
  const carousel = section.getByRole('region', { name: 'Featured Reviews' });
  // A moving card is hard to click, for people and for Playwright alike: pause it as a visitor would.
  await section.getByRole('button', { name: 'Pause auto-scroll' }).click();
  await expect(section.getByRole('button', { name: 'Play auto-scroll' })).toBeVisible();

  const cards = carousel.getByRole('button', { name: /^Read full review from / });
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(9);
  const second = cards.nth(1);
  const secondName = (await second.getAttribute('aria-label'))!.replace('Read full review from ', '');
  await second.click();

  const dialog = page.getByRole('dialog', { name: 'Review Details' });
  const counter = (text: string) => dialog.getByText(text, { exact: true });
  await expect(counter(`2 of ${count}`)).toBeVisible();
  await expect(dialog.getByRole('article', { name: `Review by ${secondName}` })).toBeVisible();

  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(counter(`3 of ${count}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous', exact: true }).click();
  await dialog.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(counter(`1 of ${count}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(counter(`${count} of ${count}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(counter(`1 of ${count}`)).toBeVisible();

  await expectNoAxeViolations(page, '[role="dialog"]');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();
});

test('the carousel and Review Details work from the keyboard alone', async ({ page }) => {
  const section = await reviewsSection(page);
  const carousel = section.getByRole('region', { name: 'Featured Reviews' });
  const first = carousel.getByRole('button', { name: /^Read full review from / }).first();
  const count = await carousel.getByRole('button', { name: /^Read full review from / }).count();

  await section.getByRole('button', { name: 'Pause auto-scroll' }).focus();
  await tabTo(page, first);
  // Focus inside stops the scrolling (WCAG 2.2.2), so the card stays where it is.
  const before = await carousel.evaluate((element) => element.scrollLeft);
  await page.waitForTimeout(1500);
  expect(await carousel.evaluate((element) => element.scrollLeft)).toBe(before);

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Review Details' });
  await expect(dialog.getByText(`1 of ${count}`, { exact: true })).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Previous', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(`${count} of ${count}`, { exact: true })).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(`1 of ${count}`, { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(`2 of ${count}`, { exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('with reduced motion the carousel stays still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const section = await reviewsSection(page);
  const carousel = section.getByRole('region', { name: 'Featured Reviews' });
  await expect(section.getByRole('button', { name: 'Play auto-scroll' })).toBeVisible();
  await page.waitForTimeout(2000);
  expect(await carousel.evaluate((element) => element.scrollLeft)).toBe(0);
});

import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase, dropKeptPages } from './fixtures/db';

// What this spec adds shows on the home page every other spec opens: it runs alone and removes it again.
const MARK = 'E2E review';
test.afterEach(async () => {
  await withE2eDatabase(async (client) => {
    await client.query(`delete from review where guest_name like $1`, [`%${MARK}%`]);
    await dropKeptPages(client);
  });
});

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function press(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).focus();
  await page.keyboard.press('Enter');
}

async function typeInto(page: Page, label: RegExp, text: string) {
  await page.getByRole('textbox', { name: label }).focus();
  await page.keyboard.type(text);
}

// A whole owner's task (upload and encoding, builder and publish, a review and an import) per test: on two busy
// cores it has taken over two minutes, beyond the suite's 120 s budget for a hung step (playwright.config.ts).
test.describe.configure({ timeout: 240_000 });

for (const width of [1280, 390]) {
  test(`the owner adds a review with a response, publishes and features it, and a visitor sees it on the home page; then imports a CSV (${width} px)`, async ({ page, owner, browser, nextFileChooser }) => {
    const guest = `Makana ${MARK} ${width}`;
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/reviews');
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    await expect(page.getByRole('grid', { name: /^Reviews \(\d+\)/ })).toBeVisible();
    await expect(page.getByText(/at most 9 featured reviews: \d of 9 featured now/)).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    await press(page, 'Add review');
    const dialog = page.getByRole('dialog', { name: 'Add a review' });
    await expect(dialog).toBeVisible();
    await page.keyboard.type(guest);
    await typeInto(page, /^Location/, 'Hilo, HI');
    await typeInto(page, /^Review\b(?! date)(?!er)/, 'Kayaked to Coconut Island at sunrise.');
    await typeInto(page, /^Host response/, 'Mahalo nui, Makana!');
    for (const box of ['Published', 'Featured in the carousel']) {
      await dialog.getByRole('checkbox', { name: box }).focus();
      await page.keyboard.press('Space');
    }
    await expectNoAxeViolations(page);
    await press(page, 'Save review');
    await expect(page.getByText('Review saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('rowheader', { name: guest })).toBeVisible();

    // A visitor, in a browser of their own, sees it in the home page's carousel with the host's answer.
    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const home = await visitor.newPage();
    await home.goto('/');
    // The reviews section loads as it comes near the viewport, as a visitor scrolls down to it.
    await home.getByRole('region', { name: 'Guest Reviews' }).scrollIntoViewIfNeeded();
    await expect(home.getByRole('heading', { name: 'Featured Reviews' })).toBeVisible();
    const card = home.getByRole('article', { name: `Review by ${guest}` }).first();
    await expect(card).toContainText('Kayaked to Coconut Island at sunrise.');
    await expect(card).toContainText('Response from the host');
    await expect(card).toContainText('Mahalo nui, Makana!');
    await visitor.close();

    // Import: a file of two good rows and a bad one; the preview names the bad row, the import skips it.
    await press(page, 'Import CSV');
    const importer = page.getByRole('dialog', { name: 'Import reviews from a CSV file' });
    const chooser = nextFileChooser();
    await press(page, 'Choose CSV file');
    const csv = [
      'Reviewer,Rating,Date,Review,Source',
      `Ana ${MARK} ${width},5,3/14/2025,"Perfect week, truly.",Airbnb`,
      `Ben ${MARK} ${width},9,2025-03-20,Too many stars,VRBO`,
      `Cy ${MARK} ${width},4,2025-04-02,Great kayaks.,Booking.com`,
    ].join('\n');
    await (await chooser).setFiles({ name: 'reviews.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(importer.getByText('2 reviews are ready to import; 1 row will be skipped.')).toBeVisible();
    await expect(importer.getByText('Row 3: Rating: Give the rating from 1 to 5')).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
    await press(page, 'Import 2 reviews');
    await expect(importer.getByText('Imported 2 reviews; 1 row was skipped.')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(importer).toBeHidden();

    const search = page.getByRole('searchbox', { name: 'Search reviews' });
    await search.focus();
    await page.keyboard.type(`${MARK} ${width}`);
    const grid = page.getByRole('grid', { name: 'Reviews (3)' });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('row', { name: new RegExp(`Cy ${MARK}`) })).toContainText('Booking.com');
    await expect(grid.getByRole('row', { name: new RegExp(`Ana ${MARK}`) })).toContainText('Airbnb');
  });
}

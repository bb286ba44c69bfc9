import { expect, test, visitorHeaders, waitForApp, type Browser, type Locator, type Page, type TestInfo } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase, dropKeptPages } from './fixtures/db';

// Publishing changes what the home page shows to everyone: this spec runs alone, and afterwards every page is as
// built again (no saved drafts or versions) and every server process drops the pages it keeps.
test.afterEach(async () => {
  await withE2eDatabase(async (client) => {
    await client.query(`delete from site_page`);
    await dropKeptPages(client);
  });
});

/** The preview: the public page itself, with its own banner and main, checked at its own address below. */
const PREVIEW_FRAME = 'iframe[title^="Preview of"]';

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Tab forward (at most `steps` times) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, steps = 12) {
  for (let step = 0; step < steps && !(await isFocused(target)); step += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** The server-rendered home page as a visitor (a browser of their own, never signed in) gets it. */
async function visitorsHome(browser: Browser, testInfo: TestInfo): Promise<string> {
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: visitorHeaders(testInfo, 1) });
  try {
    return await (await visitor.request.get('/')).text();
  } finally {
    await visitor.close();
  }
}

/** Replaces a text field's text from the keyboard. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

// A whole owner's task (upload and encoding, builder and publish, a review and an import) per test: on two busy
// cores it has taken over two minutes, beyond the suite's 120 s budget for a hung step (playwright.config.ts).
test.describe.configure({ timeout: 240_000 });

for (const width of [1280, 390]) {
  test(`the owner adds an FAQ to the home page by keyboard, saves, publishes and restores it (${width} px)`, async ({ page, owner, browser }, testInfo) => {
    const question = `Can we launch kayaks from the yard? (${width})`;
    const answer = 'Yes: the lawn runs down to the water, and two kayaks wait by the lanai.';
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);

    // The list: every built page, each opening its editor by Enter.
    await page.goto('/admin/page-builder');
    const pages = page.getByRole('grid', { name: 'Pages' });
    const home = pages.getByRole('row', { name: /^Home/ });
    await expect(home).toContainText('Published');
    await expect(pages.getByRole('row', { name: /^The Stay/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
    await home.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/page-builder\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Builder: Home' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

    // Add an FAQ block (inserted after the selected hero) from the block menu, by type-ahead and Enter.
    await page.getByRole('button', { name: 'Add block' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Questions');
    await expect(page.getByRole('option', { name: 'Questions and answers (FAQ)' })).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Editing: Questions and answers (FAQ)' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await typeInto(page, panel.getByRole('textbox', { name: 'Heading' }), 'Good to know');
    await typeInto(page, panel.getByRole('textbox', { name: 'Question 1' }), question);
    await typeInto(page, panel.getByRole('textbox', { name: 'Answer 1' }), answer);

    // In real Chromium, Enter on a row's button works: the block moves one place down, after the cards.
    const blocks = page.getByRole('grid', { name: 'Blocks, in the order the page shows them' });
    const faqRow = blocks.getByRole('row', { name: 'Questions and answers (FAQ): Good to know' });
    await faqRow.focus();
    await tabTo(page, faqRow.getByRole('button', { name: 'Move Questions and answers (FAQ): Good to know down' }));
    await page.keyboard.press('Enter');
    await expect(blocks.getByRole('row').nth(2)).toHaveAttribute('aria-label', 'Questions and answers (FAQ): Good to know');
    // And by keyboard drag and drop: Enter on its handle, the arrow to the next drop position down, Enter.
    await faqRow.focus();
    await tabTo(page, faqRow.getByRole('button', { name: 'Drag Questions and answers (FAQ): Good to know' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: "Insert between Questions and answers (FAQ): Good to know and 'Your Beach House' facts" })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: "Insert between 'Your Beach House' facts and Guest reviews" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(blocks.getByRole('row').nth(3)).toHaveAttribute('aria-label', 'Questions and answers (FAQ): Good to know');
    await expect(blocks.getByRole('row').nth(3)).toContainText('4. Questions and answers (FAQ): Good to know');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    // Ctrl+S saves the draft; visitors still see the page as it was.
    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    expect(await visitorsHome(browser, testInfo)).not.toContain(question);
    await expect(page.getByTitle('Preview of Home at desktop width')).toHaveAttribute('src', '/?preview=draft');
    // The editor's preview reloads with the saved draft, drawn by the public page's own components.
    await expect(page.frameLocator(PREVIEW_FRAME).getByRole('heading', { name: question })).toBeVisible();
    // The admin sees the draft at the page's real address with ?preview=draft (its own axe check: the frame's page).
    const preview = await page.context().newPage();
    await preview.setViewportSize({ width, height: 900 });
    await preview.goto('/?preview=draft');
    await waitForApp(preview);
    await expect(preview.getByRole('heading', { name: question })).toBeVisible();
    await expectNoAxeViolations(preview);
    await preview.close();
    const phone = page.getByRole('radio', { name: 'Phone (390 px)' });
    await phone.focus();
    await page.keyboard.press('Space');
    await expect(page.getByTitle('Preview of Home at phone width')).toHaveAttribute('width', '390');

    // Publish (the owner's) makes it the page's first version in the history.
    // Publish is enabled once the editor has taken the change in; focus on it while still disabled goes nowhere.
    await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await page.getByRole('button', { name: 'Publish' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Page published', { exact: true })).toBeVisible();
    // A fresh visitor's home page, as the server renders it, has the question and its FAQPage data.
    const published = await visitorsHome(browser, testInfo);
    expect(published).toContain(question);
    expect(published).toMatch(/"@type":\s*"FAQPage"/);
    const history = page.getByRole('region', { name: 'History' });
    const version = (number: number) => history.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(number), exact: true }) });
    await expect(version(1)).toContainText('9');
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();

    // Remove the block, publish version 2, then restore version 1 as the draft: the question is back, unpublished.
    await blocks.getByRole('row', { name: 'Questions and answers (FAQ): Good to know' }).focus();
    await tabTo(page, blocks.getByRole('button', { name: 'Remove Questions and answers (FAQ): Good to know' }));
    await page.keyboard.press('Enter');
    await expect(blocks.getByRole('row', { name: 'Questions and answers (FAQ): Good to know' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await page.getByRole('button', { name: 'Publish' }).focus();
    await page.keyboard.press('Enter');
    await expect(version(2)).toContainText('8');
    expect(await visitorsHome(browser, testInfo)).not.toContain(question);
    await history.getByRole('button', { name: 'Restore version 1 as draft' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Restore version 1 as the draft?' });
    await confirm.getByRole('button', { name: 'Restore as draft' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Version 1 restored as the draft')).toBeVisible();
    await expect(blocks.getByRole('row', { name: 'Questions and answers (FAQ): Good to know' })).toBeVisible();
    await expect(page.getByText(/^At \/ · Unpublished changes/)).toBeVisible();
    // Restored as a draft only: visitors see it once it is published again.
    const visitors = await visitorsHome(browser, testInfo);
    expect(visitors).not.toContain(question);
    expect(visitors).not.toMatch(/FAQPage/);
  });
}

for (const width of [1280, 390]) {
  test(`the owner rewords a spec section's card in the side panel by keyboard and publishes it (${width} px)`, async ({ page, owner, browser }, testInfo) => {
    const title = `Sunrise swims (${width})`;
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/page-builder/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Builder: Home' })).toBeVisible();

    // The cards' block opens in the side panel with today's words in labelled fields.
    const blocks = page.getByRole('grid', { name: 'Blocks, in the order the page shows them' });
    const cardsRow = blocks.getByRole('row', { name: "'Experience the Real Hawaii' cards" });
    await cardsRow.focus();
    await tabTo(page, cardsRow.getByRole('button', { name: "Edit 'Experience the Real Hawaii' cards" }));
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: "Editing: 'Experience the Real Hawaii' cards" });
    await expect(panel.getByRole('textbox', { name: 'Heading' })).toHaveValue('Experience the Real Hawaii');
    const cardTitle = panel.getByRole('textbox', { name: 'Card 1 title' });
    await expect(cardTitle).toHaveValue('Mornings on the Bay');
    await typeInto(page, cardTitle, title);
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
    expect(await visitorsHome(browser, testInfo)).toContain('Mornings on the Bay');
    await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await page.getByRole('button', { name: 'Publish' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Page published', { exact: true })).toBeVisible();

    // The server's HTML of / has the new words at once; the visitor's page shows them, axe-clean, nothing sideways.
    const published = await visitorsHome(browser, testInfo);
    expect(published).toContain(title);
    expect(published).not.toContain('Mornings on the Bay');
    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: visitorHeaders(testInfo, 2), viewport: { width, height: 900 } });
    try {
      const home = await visitor.newPage();
      await home.goto('/');
      await waitForApp(home);
      await expect(home.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expectNoAxeViolations(home);
      await noSidewaysScroll(home, width);
    } finally {
      await visitor.close();
    }
  });
}

import { expect, test, visitorHeaders, waitForApp, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase, dropKeptPages } from './fixtures/db';
import { policySeeds } from '../src/server/composition/seed-data/site-info';

const HOUSE_RULES = policySeeds.find((policy) => policy.slug === 'house-rules')!;

// The house rules, the home page's title, the not-found page's and the contact page's words are on pages other specs read: this spec
// runs alone and puts them back (the seed's text, the shipped title and words), then tells every server process to drop the pages it keeps.
test.afterEach(async () => {
  await withE2eDatabase(async (client) => {
    await client.query(`update policy set title = $1, body = $2, document = null where slug = 'house-rules'`, [HOUSE_RULES.title, HOUSE_RULES.body]);
    await client.query(`update setting set value = value #- '{seo,home}' #- '{not_found}' #- '{pages,contact}' where key = 'site_texts'`);
    await dropKeptPages(client);
  });
});

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`the owner edits the house rules and the home page's search title by keyboard, and visitors get both (${width} px)`, async ({ page, owner }) => {
    const rule = `Rinse sandy feet at the outdoor shower (${width}).`;
    const homeTitle = `Oceanfront Kaneohe Bay home ${width}`;
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/content-management');

    // Policies: choose the house rules with the keyboard (type-ahead on the list's button).
    const policies = page.getByRole('region', { name: 'Policies', exact: true });
    const text = policies.getByRole('textbox', { name: 'Policy text' });
    await expect(text).toContainText('We know plans change.');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
    await policies.getByRole('button', { name: / Policy$/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'House Rules' }).focus();
    await page.keyboard.press('Enter');
    await expect(text).toContainText('Our neighbors are families');

    // At the end of the text: a new paragraph, part of it in bold (Ctrl+B), then saved from the Save button.
    await text.focus();
    // The editor puts back its own caret 20 ms after it gains focus unless it has read a new one: a key pressed before
    // that can be undone after the page's caret has moved. So the check is the editor's own selection (Tiptap keeps
    // the editor on its element), at the end of the last paragraph, and the key is pressed again until it is.
    await expect(async () => {
      await page.keyboard.press('ControlOrMeta+End');
      const atEnd = await text.evaluate((element) => {
        const { state } = (element as HTMLElement & { editor: { state: { doc: { content: { size: number } }; selection: { empty: boolean; $head: { after: (depth: number) => number; parentOffset: number; parent: { content: { size: number } } } } } } }).editor;
        const { empty, $head } = state.selection;
        return empty && $head.after(1) === state.doc.content.size && $head.parentOffset === $head.parent.content.size;
      });
      expect(atEnd).toBe(true);
    }).toPass({ timeout: 5_000 });
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Please:');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(` ${rule}`);
    await expect(policies.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    await expect(text).not.toBeFocused();
    await policies.getByRole('button', { name: 'Save policy' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('House Rules saved')).toBeVisible();

    // The server's own HTML of /policies has it, at the next request.
    const policiesHtml = await (await page.request.get('/policies')).text();
    // The house rules' part, so a failure shows what the server sent instead (none: the bare shell, or a page without the policies).
    const houseRules = /<section[^>]*id="house-rules"[\s\S]*?<\/section>/.exec(policiesHtml)?.[0] ?? `no house rules in: ${/<main[\s\S]*<\/main>/.exec(policiesHtml)?.[0] ?? policiesHtml}`;
    expect(houseRules).toContain(`<p><strong>Please:</strong> ${rule}</p>`);
    await page.goto('/policies#house-rules');
    await expect(page.getByRole('region', { name: 'House Rules' })).toContainText(`Please: ${rule}`);

    // SEO: the home page's title, with its preview, saved with Enter.
    await page.goto('/admin/content-management/seo');
    const seo = page.getByRole('region', { name: 'Search titles and descriptions' });
    const title = seo.getByRole('textbox', { name: /^Page title/ });
    await expect(title).toHaveValue('Kaneohe Bay Beach House · Oceanfront Vacation Rental on Oahu');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
    await title.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(homeTitle);
    await expect(seo.getByRole('figure', { name: 'Search-result preview' })).toContainText(`${homeTitle} | Kaneohe Bay Beach House`);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Home: title and description saved')).toBeVisible();

    const homeHtml = await (await page.request.get('/')).text();
    expect(/<title>([^<]*)<\/title>/.exec(homeHtml)?.[1]).toBe(`${homeTitle} | Kaneohe Bay Beach House`);
  });
}

for (const width of [1280, 390]) {
  test(`the owner rewords the not-found page by keyboard, and a missing address shows it (${width} px)`, async ({ page, owner, browser }, testInfo) => {
    const heading = `Lost at sea (${width})`;
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/content-management/not-found');
    const panel = page.getByRole('region', { name: 'Page not found', exact: true });
    const field = panel.getByRole('textbox', { name: /^Heading/ });
    await expect(field).toHaveValue('Page not found');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(heading);
    await panel.getByRole('button', { name: 'Save not-found page' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Not-found page saved')).toBeVisible();

    // A visitor at an address the site does not have: a 404 whose server HTML and page carry the new words.
    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: visitorHeaders(testInfo, 1), viewport: { width, height: 900 } });
    try {
      const missing = await visitor.request.get(`/no-such-cove-${width}`);
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain(heading);
      const lost = await visitor.newPage();
      await lost.goto(`/no-such-cove-${width}`);
      await waitForApp(lost);
      await expect(lost.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(lost.getByRole('link', { name: 'Back to the beach house' })).toBeVisible();
      await expectNoAxeViolations(lost);
      await noSidewaysScroll(lost, width);
    } finally {
      await visitor.close();
    }
  });
}

for (const width of [1280, 390]) {
  test(`the owner rewords the contact page's card heading by keyboard, and visitors get it (${width} px)`, async ({ page, owner, browser }, testInfo) => {
    const heading = `Call or write (${width})`;
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/content-management/page-texts');
    const panel = page.getByRole('region', { name: 'Page texts', exact: true });
    const field = panel.getByRole('textbox', { name: /^Contact card heading/ });
    await expect(field).toHaveValue('Reach us directly');
    await expect(panel.getByRole('textbox', { name: /^Heading/ })).toHaveValue('Contact');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(heading);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Contact: page texts saved')).toBeVisible();

    // A visitor: the server's HTML of /contact and the page itself carry the new words; the rest is as shipped.
    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: visitorHeaders(testInfo, 1), viewport: { width, height: 900 } });
    try {
      const html = await (await visitor.request.get('/contact')).text();
      expect(html).toContain(`<h2 id="contact-direct">${heading}</h2>`);
      expect(html).toContain('<h1>Contact</h1>');
      const contact = await visitor.newPage();
      await contact.goto('/contact');
      await waitForApp(contact);
      await expect(contact.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(contact.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
      await expectNoAxeViolations(contact);
      await noSidewaysScroll(contact, width);
    } finally {
      await visitor.close();
    }
  });
}

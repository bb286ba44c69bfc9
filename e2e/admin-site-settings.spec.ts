import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase, dropKeptPages } from './fixtures/db';

const SEEDED_NAME = 'Kaneohe Bay Beach House';

// The site name is on every page and other specs look for it: this spec runs alone and puts it back.
test.afterEach(async () => {
  await withE2eDatabase(async (client) => {
    await client.query(`update setting set value = jsonb_set(value, '{site_name}', $1::jsonb) where key = 'site_info'`, [JSON.stringify(SEEDED_NAME)]);
    await dropKeptPages(client);
  });
});

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`the owner renames the site by keyboard in Settings → Site and the public home page shows it (${width} px)`, async ({ page, owner }) => {
    const newName = `Hale Kai ${width}`;
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/settings/site');
    const section = page.getByRole('region', { name: 'Site', exact: true });
    const name = section.getByRole('textbox', { name: /^Site name/ });
    await expect(name).toHaveValue(SEEDED_NAME);
    await expect(section.getByText(/Demo mode: no card is charged/)).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    // Keyboard alone: an empty name is refused on its field and nothing is saved; then the new name is.
    await name.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await section.getByRole('button', { name: 'Save site settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText('Give the site name')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await name.focus();
    await page.keyboard.type(newName);
    await section.getByRole('button', { name: 'Save site settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Site settings saved')).toBeVisible();

    // The server's own rendering of the home page names the site, before any script runs.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(newName);
    await page.goto('/');
    await expect(page.locator('footer')).toContainText(newName);
    await expect(page.locator('footer')).not.toContainText(SEEDED_NAME);
  });
}

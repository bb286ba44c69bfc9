import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase } from './fixtures/db';

// The chat host is site-wide: this spec puts the seeded one (Leilani) back for the specs after it.
test.afterEach(async () => {
  await withE2eDatabase(async (client) => {
    await client.query(
      `update setting set value = jsonb_set(value, '{host}', $1::jsonb) where key = 'site_info'`,
      [JSON.stringify({ name: 'Leilani Kahale', first_name: 'Leilani', photo_url: '', usually_answers: 'Usually answers within an hour, 8 am to 8 pm Hawaii time.' })],
    );
  });
});

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`the owner names the chat host by keyboard in Settings and guests see it (${width} px)`, async ({ page, owner }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/settings/chat-host');
    const section = page.getByRole('region', { name: 'Chat host' });
    const name = section.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue('Leilani Kahale');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    // Keyboard alone: an empty name is refused in the field, then the new host is saved.
    await name.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Keoni');
    await section.getByRole('button', { name: 'Save chat host' }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText('Give the host’s name')).toBeVisible();
    await name.focus();
    await page.keyboard.type('Keoni Akana');
    await section.getByRole('button', { name: 'Save chat host' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Chat host saved')).toBeVisible();
    await expectNoAxeViolations(page);

    // A guest's page names him on the button (in the HTML already) and in the panel, with his initials.
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Chat with Keoni', exact: true });
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Chat with Keoni' });
    await expect(panel.getByText('Keoni Akana, your host. Usually answers within an hour, 8 am to 8 pm Hawaii time.')).toBeVisible();
    await expect(panel.getByText('KA', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
  });
}

import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase } from './fixtures/db';

test.describe.configure({ mode: 'serial' });

// The pre-arrival template is back to its default text after each run (no other spec reads it).
test.afterEach(async () => {
  await withE2eDatabase(async (client) => {
    await client.query(`delete from email_template where kind = 'pre_arrival'`);
  });
});

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`the owner edits the pre-arrival e-mail with a variable by keyboard, previews it and sends a test to the outbox (${width} px)`, async ({ page, owner }) => {
    const marker = `Door code ${width}`;
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/emails/templates');
    const templates = page.getByRole('region', { name: 'Templates' });
    await expect(templates.getByRole('textbox', { name: 'Subject' })).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    // Choose the e-mail from the keyboard: the select opens with Enter and takes type-ahead.
    await templates.getByRole('button', { name: /E-mail$/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Before arrival' }).focus();
    await page.keyboard.press('Enter');
    const subject = templates.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveValue('Your arrival at {{site_name}} on {{check_in_date}}');

    // An unknown variable is refused on its field.
    await subject.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`${marker}: {{nope}}`);
    await expect(templates.getByText('{{nope}} is not a variable of this e-mail. Use one from the list.')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`${marker}: `);

    // The body: type, then insert {{door_code}} where the caret is from the variables list.
    const message = templates.getByRole('textbox', { name: 'Message' });
    await message.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('# Almost there\n\nAloha {{guest_name}}, your code is ');
    await templates.getByRole('button', { name: /^Insert \{\{door_code\}\}/ }).focus();
    await page.keyboard.press('Enter');
    await expect(message).toHaveValue('# Almost there\n\nAloha {{guest_name}}, your code is {{door_code}}');
    await subject.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('{{door_code}}');

    await templates.getByRole('button', { name: 'Save template' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('“Before arrival” saved')).toBeVisible();

    await templates.getByRole('button', { name: 'Preview', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(templates.getByText(`${marker}: 4821`)).toBeVisible();
    const frame = page.frameLocator('iframe[title="Preview of “Before arrival”"]');
    await expect(frame.getByText('Aloha Keiko Tanaka, your code is 4821')).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    await templates.getByRole('button', { name: 'Send test to me' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Test e-mail queued')).toBeVisible();
    await page.getByRole('tab', { name: 'Sent' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/emails$/);
    await expect(page.getByRole('grid', { name: /^Outbox/ }).getByRole('button', { name: `[Test] ${marker}: 4821` }).first()).toBeVisible();
  });
}

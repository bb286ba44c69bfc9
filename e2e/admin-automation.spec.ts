import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase } from './fixtures/db';

// The rules time every booking's messages and the house access goes into them: this spec runs alone and puts both back.
test.afterEach(async () => {
  await withE2eDatabase(async (client) => {
    await client.query(`update guest_message_rule set enabled = true, days = case kind when 'pre_arrival' then 3 when 'check_in_day' then 0 else 1 end,
      hour = case kind when 'pre_arrival' then 16 when 'check_in_day' then 9 else 10 end`);
    await client.query(`update house_access set exact_address = '', door_code = '', wifi_name = '', wifi_password = '', check_in_instructions = ''`);
  });
});

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`the owner retimes the pre-arrival message and sets the door code by keyboard in Emails → Automation (${width} px)`, async ({ page, owner }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/emails/automation');
    const panel = page.getByRole('region', { name: 'Automation', exact: true });
    const days = panel.getByRole('textbox', { name: 'Pre-arrival: days before check-in' });
    await expect(days).toHaveValue('3');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    // An arrival-day "pre-arrival" is refused on its field; then 4 days at 5 pm is saved.
    await days.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0');
    await panel.getByRole('button', { name: 'Save message rules' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText('At least 1 day before check-in')).toBeVisible();
    await expectNoAxeViolations(page);
    await days.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4');
    await panel.getByRole('button', { name: /Pre-arrival: hour/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: '4:00 PM' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await panel.getByRole('checkbox', { name: 'Send the check-in day message' }).focus();
    await page.keyboard.press('Space');
    await panel.getByRole('button', { name: 'Save message rules' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Message rules saved')).toBeVisible();

    const code = panel.getByRole('textbox', { name: 'Door code or key-box instructions' });
    await code.focus();
    await page.keyboard.type(`Key box 2-2-8-${width}`);
    await panel.getByRole('textbox', { name: 'Wi-Fi password' }).focus();
    await page.keyboard.type('mahalo-e2e');
    await panel.getByRole('button', { name: 'Save house access' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('House access saved')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    const again = page.getByRole('region', { name: 'Automation', exact: true });
    await expect(again.getByRole('textbox', { name: 'Pre-arrival: days before check-in' })).toHaveValue('4');
    await expect(again.getByRole('button', { name: /Pre-arrival: hour/ })).toContainText('5:00 PM');
    await expect(again.getByRole('checkbox', { name: 'Send the check-in day message' })).not.toBeChecked();
    await expect(again.getByRole('textbox', { name: 'Door code or key-box instructions' })).toHaveValue(`Key box 2-2-8-${width}`);

    // The door code is on no public page.
    expect(await (await page.request.get('/')).text()).not.toContain(`Key box 2-2-8-${width}`);
  });
}

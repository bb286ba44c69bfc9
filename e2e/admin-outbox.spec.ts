import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase } from './fixtures/db';

// Emails → Sent (issue 22, decision 052): the owner filters the list, opens a failing e-mail sent to a mistyped
// address, resends it to the corrected one, and finds the copy in the list beside the original. Keyboard only.

/** A failing e-mail of this test's own, to an address with a typo, as the worker leaves it after two failed tries. */
async function queueFailingEmail(marker: string): Promise<string> {
  const to = `${marker}@exmaple.com`;
  await withE2eDatabase(async (client) => {
    await client.query(
      `insert into outbox_email (kind, "to", subject, text, html, status, attempts, last_error, next_attempt_at, created_at)
       values ('booking-confirmed', $1, $2, 'Aloha, your stay is confirmed.', '<p>Aloha, your stay is <b>confirmed</b>.</p>', 'pending', 2,
               'Recipient address rejected', now() + interval '1 hour', now())`,
      [to, `Your stay ${marker}`],
    );
  });
  return to;
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The grid's way: focus the row, the arrow keys to its subject, then Enter. */
async function openByKeyboard(page: Page, subject: string) {
  const row = page.getByRole('grid', { name: /^Outbox/ }).getByRole('row').filter({ hasText: subject });
  const button = row.getByRole('button', { name: subject });
  await row.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

for (const width of [1280, 390]) {
  test(`the owner filters the Sent list, opens a failing e-mail and resends it to a corrected address (${width} px)`, async ({ page, owner }) => {
    const marker = `outbox-${width}-${Date.now()}`;
    const subject = `Your stay ${marker}`;
    const typo = await queueFailingEmail(marker);
    const corrected = `${marker}@example.com`;
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/emails');
    const filters = page.getByRole('search', { name: 'Filter sent e-mail' });
    await expect(filters).toBeVisible();

    // Part of the address and the status Failing, chosen from the keyboard.
    await filters.getByRole('searchbox', { name: 'Recipient' }).focus();
    await page.keyboard.type(marker);
    await filters.getByRole('button', { name: /Status/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Any status' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    const grid = page.getByRole('grid', { name: /^Outbox/ });
    await expect(grid.getByRole('row').filter({ hasText: typo })).toContainText('Failing — 2 attempts');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    // The e-mail: its tries, its HTML on request in a sandboxed frame (axe checks the admin before it opens), Resend with the address to correct.
    await openByKeyboard(page, subject);
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog.getByText('Recipient address rejected').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Show the e-mail as sent' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.locator('iframe[sandbox=""]')).toHaveAttribute('srcdoc', /your stay is <b>confirmed<\/b>/);
    await dialog.getByRole('button', { name: 'Resend' }).focus();
    await page.keyboard.press('Enter');
    const address = dialog.getByRole('textbox', { name: 'Send a copy to' });
    await expect(address).toBeFocused();
    await expect(address).toHaveValue(typo);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(corrected);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Resent to ${corrected}`)).toBeVisible();
    // The dialog now shows the copy, which names the original.
    await expect(dialog.getByText(corrected).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'The original e-mail' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Back in the list, any status: the copy to the corrected address above the original, which is unchanged.
    await filters.getByRole('button', { name: /Status/ }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();
    const rows = grid.getByRole('row').filter({ hasText: marker });
    await expect(rows.nth(0)).toContainText(corrected);
    await expect(rows.nth(1)).toContainText(typo);
    await expect(rows.nth(1)).toContainText('Failing — 2 attempts');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';

test('a guest sends a message; the owner finds it in the admin area', async ({ page, owner }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact the host' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Please write at least 10 characters')).toBeVisible();

  await form.getByLabel('Name').fill('Ruth Ellis');
  await form.getByLabel('Email').fill('ruth@example.com');
  await form.getByLabel('Message').fill('Can we bring our kayak? We arrive on a Tuesday around 4 pm. <script>alert(1)</script>');
  // The server's form token must be three seconds old; the form itself waits out the rest (no clock tricks: the server's time is real).
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Mahalo, your message is on its way' })).toBeVisible();
  await expect(page.getByText('We usually answer within a day, by e-mail to ruth@example.com.')).toBeVisible();

  await signInAsOwner(page, owner);
  await page.goto('/admin');
  const messages = page.getByRole('region', { name: 'Messages from guests' });
  await expect(messages.getByText('Can we bring our kayak?', { exact: false })).toBeVisible();
  await expect(messages.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // Marked answered with the keyboard alone: arrows from the row to its button, then Enter.
  const row = messages.getByRole('grid').getByRole('row').filter({ hasText: 'ruth@example.com' });
  await expect(row.getByText('Unanswered')).toBeVisible();
  await expect(row.getByRole('link', { name: 'ruth@example.com' })).toHaveAttribute('href', 'mailto:ruth@example.com');
  await expect(row.getByRole('button', { name: 'Reply to Ruth Ellis…' })).toBeVisible();
  const markAnswered = row.getByRole('button', { name: 'Mark the message from Ruth Ellis answered' });
  await row.focus();
  for (let step = 0; step < 8 && !(await markAnswered.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('ArrowRight');
  await expect(markAnswered).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByText(`by ${owner.name}`)).toBeVisible();
  await messages.getByRole('button', { name: /Show messages/ }).click();
  await page.getByRole('option', { name: 'Unanswered', exact: true }).click();
  await expect(messages.getByText('Can we bring our kayak?', { exact: false })).toBeHidden();

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Emails' }).click();
  await expect(page.getByRole('rowheader', { name: 'New message from Ruth Ellis via Kaneohe Bay Beach House' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Waiting', exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the messages, e-mail and team tables are axe-clean and never scroll the page sideways', async ({ page, owner }) => {
    await signInAsOwner(page, owner);
    for (const screen of ['/admin', '/admin/emails', '/admin/settings']) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('grid').first().or(page.getByText(/No messages yet|No e-mail yet/))).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    }
  });
});

test('the contact page has no axe-core violations', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

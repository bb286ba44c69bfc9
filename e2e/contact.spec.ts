import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';

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
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Emails' }).click();
  await expect(page.getByRole('cell', { name: 'New message from Ruth Ellis via Kaneohe Bay Beach House' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Waiting to send' }).first()).toBeVisible();
});

test('the contact page has no axe-core violations', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

import { expect, test } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { chatGuest, expectNoSidewaysScroll } from './fixtures/chat';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

test('on a phone the inbox shows the list, then the conversation with a Back button, live, by keyboard', async ({ page, baseURL }) => {
  const guest = await chatGuest(baseURL!);
  await guest.start('Where do we park? The driveway looks narrow on the photos and we have a long rental van for the week.');
  await page.goto('/admin/chat');
  const list = page.getByRole('listbox', { name: 'Conversations' });
  await page.getByRole('searchbox', { name: 'Search conversations' }).focus();
  await page.keyboard.type(guest.name);
  const option = list.getByRole('option', { name: new RegExp(guest.name) });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(option).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Tab leaves the search for the list (past the sound switch), Enter opens.
  for (let step = 0; step < 4 && !(await option.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab');
  await expect(option).toBeFocused();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: guest.name });
  await expect(heading).toBeFocused();
  await expect(list).toBeHidden();
  // The reply box is on screen from the start, at the bottom like a messaging app's, however long the conversation.
  const composer = page.getByRole('form', { name: 'Reply to the guest' });
  await expect(composer).toBeInViewport({ ratio: 1 });
  await page.evaluate(() => window.scrollBy(0, 400));
  await expect(composer).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await guest.send('Also: is there an outdoor shower?');
  await expect(page.getByRole('status').filter({ hasText: 'New message from' })).toHaveText(`New message from ${guest.name}: Also: is there an outdoor shower?`);
  await page.keyboard.press('r');
  await expect(page.getByRole('textbox', { name: 'Reply' })).toBeFocused();
  await page.keyboard.type('Yes, beside the lanai.');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Yes, beside the lanai.');
  await expectNoSidewaysScroll(page);

  const back = page.getByRole('button', { name: 'Back to conversations' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('option', { name: new RegExp(guest.name) })).toBeFocused();
  await expect(heading).toBeHidden();
  await expectNoAxeViolations(page);
  await guest.dispose();
});

test('on a phone a chat that arrives on Reporting shows in the title and the sections menu without a reload, and opens by keyboard', async ({ page, baseURL }) => {
  const counted = page.waitForResponse((response) => response.url().includes('admin.chat.unreadCount'));
  await page.goto('/admin/reporting');
  await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
  const waitingInTitle = async () => Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0);
  // What other tests' guests left unread, as the server answered it, and as the title then shows it.
  const before = Number(/"messages":(\d+)/.exec(JSON.stringify(await (await counted).json()))?.[1]);
  expect(Number.isInteger(before)).toBe(true);
  await expect.poll(waitingInTitle).toBe(before);

  const guest = await chatGuest(baseURL!);
  await guest.start('Aloha! Can we bring our own paddle boards?');
  await expect.poll(waitingInTitle).toBe(before + 1);
  const menuButton = page.getByRole('banner').getByRole('button', { name: /Sections/ });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const chatLink = page.getByRole('dialog', { name: 'Admin sections' }).getByRole('link', { name: `Chat, ${before + 1} unread` });
  await expect(chatLink).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await chatLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeFocused();
  await expectNoSidewaysScroll(page);
  await guest.dispose();
});

import { expectNoAxeViolations } from './fixtures/axe';
import { chatButton, chatLog, chatPanel, hostReplies, newChatGuest } from './fixtures/chat';
import { expect, test } from './fixtures/test';

test('a guest opens the chat by keyboard, starts a conversation, gets the host reply live and finds it after a reload', async ({ page, owner }) => {
  const guest = newChatGuest('Ruth Ellis');
  await page.goto('/stay');
  await expect(chatButton(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // From the top of the page, Shift+Tab wraps round to the last control: the chat button.
  await page.locator('body').press('Shift+Tab');
  await expect(chatButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chatPanel(page)).toBeVisible();
  await expect(chatPanel(page).getByLabel('Your name')).toBeFocused();
  await expect(chatPanel(page)).toContainText('Usually answers');
  await expectNoAxeViolations(page);

  // The first message asks who is writing.
  await page.keyboard.type(guest.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(guest.email);
  await page.keyboard.press('Tab');
  await expect(chatPanel(page).getByLabel('Message')).toBeFocused();
  await page.keyboard.type('Aloha! Are the kayaks free to use? See https://example.com/kayaks');
  await page.keyboard.press('Tab');
  await expect(chatPanel(page).getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chatLog(page)).toContainText('Are the kayaks free to use?');
  await expect(chatLog(page).getByText('Sending…')).toHaveCount(0);
  const link = chatLog(page).getByRole('link', { name: 'https://example.com/kayaks' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(chatPanel(page).getByLabel('Your name')).toHaveCount(0);

  // The host's reply arrives live, through the open server-sent events stream.
  await hostReplies(owner, guest, 'Aloha Ruth, yes: two kayaks and paddles are on the sand for you.');
  await expect(chatLog(page)).toContainText('two kayaks and paddles', { timeout: 10_000 });
  await expectNoAxeViolations(page);

  // Escape closes the panel and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(chatPanel(page)).toHaveCount(0);
  await expect(chatButton(page)).toBeFocused();

  // A reload keeps the conversation (the cookie names it).
  await page.reload();
  await chatButton(page).click();
  await expect(chatLog(page)).toContainText('Are the kayaks free to use?');
  await expect(chatLog(page)).toContainText('two kayaks and paddles');
});

test('a reply that arrives while the panel is closed shows on the button and in the tab title until read', async ({ page, owner }) => {
  const guest = newChatGuest('Kai Nakamura');
  await page.goto('/');
  await chatButton(page).click();
  await chatPanel(page).getByLabel('Your name').fill(guest.name);
  await chatPanel(page).getByLabel('E-mail').fill(guest.email);
  await chatPanel(page).getByLabel('Message').fill('Is there parking for two cars?');
  await chatPanel(page).getByRole('button', { name: 'Send' }).click();
  await expect(chatLog(page)).toContainText('parking for two cars');
  // The message shows at once with 'Sending…'; the host can only answer once the server has it.
  await expect(chatLog(page).getByText('Sending…')).toHaveCount(0);
  await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();

  await hostReplies(owner, guest, 'Yes, the driveway takes two cars.');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Chat with Leilani, 1 unread' })).toBeVisible();
  await expect(page).toHaveTitle(/^\(1\) /);
  await chatButton(page).click();
  await expect(chatLog(page)).toContainText('the driveway takes two cars');
  await expect(page.getByRole('button', { name: 'Chat with Leilani', exact: true })).toBeVisible();
  await expect(page).not.toHaveTitle(/^\(1\) /);
  // Read is remembered by the server: after a reload its answer counts no unread reply, and the button says so.
  const check = page.waitForResponse((response) => response.url().includes('/trpc/chat.history'));
  await page.reload();
  const answer = (await (await check).json()) as [{ result: { data: { json: { unread: number } } } }] | { result: { data: { json: { unread: number } } } };
  expect((Array.isArray(answer) ? answer[0] : answer).result.data.json.unread).toBe(0);
  await expect(page.getByRole('button', { name: 'Chat with Leilani', exact: true })).toBeVisible();
  await expect(page).not.toHaveTitle(/^\(1\) /);
});

import { expect, test } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { chatGuest } from './fixtures/chat';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

test('the owner finds a guest’s conversation, hears a new message live and replies, by keyboard alone', async ({ page, baseURL }) => {
  const guest = await chatGuest(baseURL!);
  await guest.start('Is the kayak included?');
  await page.goto('/admin/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Chat, \d+ unread$/ })).toBeVisible();
  const list = page.getByRole('listbox', { name: 'Conversations' });
  await expect(list.getByRole('option', { name: new RegExp(guest.name) })).toBeVisible();
  await expectNoAxeViolations(page);

  // Search narrows the list to this guest; j goes to the first conversation, Enter opens it.
  await page.getByRole('searchbox', { name: 'Search conversations' }).focus();
  await page.keyboard.type(guest.name);
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option', { name: new RegExp(guest.name) })).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Chat' }).focus();
  await page.keyboard.press('j');
  await expect(list.getByRole('option', { name: new RegExp(guest.name) })).toBeFocused();
  await page.keyboard.press('Enter');
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByRole('heading', { level: 2, name: guest.name })).toBeVisible();
  await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText('Is the kayak included?');
  await expectNoAxeViolations(page);

  // A message the guest sends now arrives without a reload and is announced.
  await guest.send('And the paddle boards?');
  await expect(page.getByRole('status').filter({ hasText: 'New message from' })).toHaveText(`New message from ${guest.name}: And the paddle boards?`);
  await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText('And the paddle boards?');

  // r goes to the reply field; Ctrl+Enter sends.
  await list.getByRole('option', { name: new RegExp(guest.name) }).focus();
  await page.keyboard.press('r');
  await expect(page.getByRole('textbox', { name: 'Reply' })).toBeFocused();
  await page.keyboard.type('Aloha! Yes, two kayaks and two boards.');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText('Aloha! Yes, two kayaks and two boards.');
  await expect(conversation.getByText('Not sent.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The '?' dialog lists the inbox's keys.
  await page.getByRole('heading', { level: 1, name: 'Chat' }).focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('cell', { name: 'On this screen: Reply' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await guest.dispose();
});

test('a chat that arrives while the owner is on Reporting shows in the title and the navigation without a reload, and is answered by keyboard', async ({ page, baseURL }) => {
  const counted = page.waitForResponse((response) => response.url().includes('admin.chat.unreadCount'));
  await page.goto('/admin/reporting');
  await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
  const waitingInTitle = async () => Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0);
  // What other tests' guests left unread, as the server answered it, and as the title then shows it.
  const answer = JSON.stringify(await (await counted).json());
  const before = Number(/"messages":(\d+)/.exec(answer)?.[1]);
  expect(Number.isInteger(before)).toBe(true);
  await expect.poll(waitingInTitle).toBe(before);

  const guest = await chatGuest(baseURL!);
  await guest.start('Aloha! Is the house free over New Year?');
  await expect.poll(waitingInTitle).toBe(before + 1);
  await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) Reporting · Admin`));
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: `Chat, ${before + 1} unread` })).toBeVisible();
  await expectNoAxeViolations(page);

  // G then H goes to the chat; the guest's conversation is found and answered without a pointer.
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeFocused();
  await page.getByRole('searchbox', { name: 'Search conversations' }).focus();
  await page.keyboard.type(guest.name);
  const list = page.getByRole('listbox', { name: 'Conversations' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await page.getByRole('heading', { level: 1, name: 'Chat' }).focus();
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  // As a person does, the reply is typed once the conversation is open and the field has the focus: keys pressed
  // before that are the inbox's shortcuts, and a full run once lost the first words to them.
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Aloha! Is the house free over New Year?');
  await page.keyboard.press('r');
  await expect(page.getByRole('textbox', { name: 'Reply' })).toBeFocused();
  await page.keyboard.type('Aloha! Yes, it is free from Dec 30.');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Aloha! Yes, it is free from Dec 30.');
  // Read and answered: the count drops back, in the title too.
  await expect.poll(waitingInTitle).toBe(before);
  await guest.dispose();
});

import { devices } from '@playwright/test';
import { signInAsOwner, type Account } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { chatButton, chatLog, chatPanel, expectNoSidewaysScroll, newChatGuest } from './fixtures/chat';
import { withE2eDatabase } from './fixtures/db';
import { expect, test, visitorHeaders, waitForApp, type Locator, type Page } from './fixtures/test';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached by ${key} within ${limit} presses`).toBeFocused();
}

/** Navigation that returns once the app is live (the fixture's `page` does this; pages of our own contexts need it too). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

/** Whether this owner has a chat stream open, i.e. a presence row the e-mail fallback sees. */
async function ownerInInbox(owner: Account): Promise<boolean> {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ present: boolean }>(
      `select exists (select 1 from chat_presence p join app_user u on u.id = p.account_id where p.kind = 'host' and u.email = $1) as present`,
      [owner.email],
    );
    return rows[0]!.present;
  });
}

/**
 * The host's chat e-mails that list this guest (one e-mail per round lists every guest waiting, and its subject
 * names none of them), read where they wait: the outbox API lists e-mails without their bodies.
 */
const hostAlertsAbout = (hostEmail: string, guestName: string) =>
  withE2eDatabase(
    async (client) =>
      (
        await client.query<{ id: number; text: string }>(`select id, text from outbox_email where kind = 'chat-host-alert' and "to" = $1 and position($2 in text) > 0 order by id`, [
          hostEmail,
          guestName,
        ])
      ).rows,
  );

test('a guest on a phone and the host at a desk chat live; with the host gone, the guest’s message becomes an e-mail', async ({ browser, owner, baseURL }, testInfo) => {
  // A name of this run's own (letters only, as a person's), so the inbox search and the outbox find this guest alone.
  const guest = newChatGuest(`Noelani ${Date.now().toString(36).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)}`);
  const firstQuestion = `Aloha! Can we check in early on Saturday? ${guest.name} here.`;
  const answer = 'Aloha Noelani, yes: the house is ready from noon that day.';
  const laterQuestion = `Mahalo! One more: is there a crib for our baby? ${guest.name} again.`;

  const { isMobile, hasTouch, deviceScaleFactor, userAgent } = devices['Pixel 7'];
  const guestContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile, hasTouch, deviceScaleFactor, userAgent, extraHTTPHeaders: visitorHeaders(testInfo, 1) });
  const hostContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: visitorHeaders(testInfo, 2) });
  const guestPage = await guestContext.newPage();
  const hostPage = await hostContext.newPage();

  try {
    // The host opens the inbox first: with its stream open, the e-mail fallback counts the host as present.
    await signInAsOwner(hostPage, owner);
    await open(hostPage, '/admin/chat');
    const list = hostPage.getByRole('listbox', { name: 'Conversations' });
    await expect(list).toBeVisible();
    await expect.poll(() => ownerInInbox(owner), { message: 'the inbox stream is open', timeout: 10_000 }).toBe(true);

    // The guest, on a phone, opens the chat (axe on the page with it closed, then open) and asks.
    await open(guestPage, '/');
    await expect(chatButton(guestPage)).toBeVisible();
    await expectNoAxeViolations(guestPage);
    await chatButton(guestPage).tap();
    await expect(chatPanel(guestPage)).toBeVisible();
    await expectNoAxeViolations(guestPage);
    await chatPanel(guestPage).getByLabel('Your name').fill(guest.name);
    await chatPanel(guestPage).getByLabel('E-mail').fill(guest.email);
    await chatPanel(guestPage).getByLabel('Message').fill(firstQuestion);
    await chatPanel(guestPage).getByRole('button', { name: 'Send' }).tap();
    await expect(chatLog(guestPage)).toContainText(firstQuestion);
    await expect(chatLog(guestPage).getByText('Sending…')).toHaveCount(0);
    await expectNoSidewaysScroll(guestPage);

    // The host hears it and sees it in the list without a reload.
    await expect(hostPage.getByRole('status').filter({ hasText: 'New message from' })).toHaveText(`New message from ${guest.name}: ${firstQuestion}`);
    const option = list.getByRole('option', { name: new RegExp(guest.name) });
    await expect(option).toBeVisible();

    // By keyboard alone: search for the guest, Tab into the list, Enter opens, r goes to the reply, Ctrl+Enter sends.
    await tabTo(hostPage, hostPage.getByRole('searchbox', { name: 'Search conversations' }));
    await hostPage.keyboard.type(guest.name);
    await expect(list.getByRole('option')).toHaveCount(1);
    await tabTo(hostPage, option);
    await hostPage.keyboard.press('Enter');
    const conversation = hostPage.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByRole('heading', { level: 2, name: guest.name })).toBeVisible();
    await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText(firstQuestion);
    await expectNoAxeViolations(hostPage);
    await hostPage.keyboard.press('r');
    const reply = hostPage.getByRole('textbox', { name: 'Reply' });
    await expect(reply).toBeFocused();
    await hostPage.keyboard.type(answer);
    await hostPage.keyboard.press('Control+Enter');
    await expect(reply).toHaveValue('');
    await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText(answer);
    await expect(conversation.getByText('Not sent.')).toHaveCount(0);

    // The guest sees the answer arrive live, and after a reload the conversation is still there.
    await expect(chatLog(guestPage)).toContainText(answer, { timeout: 10_000 });
    await guestPage.reload();
    await waitForApp(guestPage);
    await chatButton(guestPage).tap();
    await expect(chatLog(guestPage)).toContainText(firstQuestion);
    await expect(chatLog(guestPage)).toContainText(answer);
    await expect(chatPanel(guestPage).getByLabel('Your name')).toHaveCount(0);

    // While the host was in the inbox, nobody e-mailed the host about this guest.
    const hostEmail = ((await (await hostPage.request.get('/api/settings/site_info')).json()) as { contact_email: string }).contact_email;
    expect(await hostAlertsAbout(hostEmail, guest.name)).toEqual([]);

    // The host leaves the inbox for the dashboard, by keyboard: leaving closes the stream, and its presence with it.
    await tabTo(hostPage, hostPage.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard' }), 'Shift+Tab');
    await hostPage.keyboard.press('Enter');
    await expect(hostPage.getByRole('listbox', { name: 'Conversations' })).toHaveCount(0);
    await expect.poll(() => ownerInInbox(owner), { message: 'the inbox stream is closed', timeout: 10_000 }).toBe(false);

    // The guest writes again; with nobody in the inbox it becomes an e-mail to the host, well before a minute.
    await chatPanel(guestPage).getByLabel('Message').fill(laterQuestion);
    await chatPanel(guestPage).getByRole('button', { name: 'Send' }).tap();
    await expect(chatLog(guestPage)).toContainText(laterQuestion);
    await expect(chatLog(guestPage).getByText('Sending…')).toHaveCount(0);
    await expect
      .poll(async () => (await hostAlertsAbout(hostEmail, guest.name)).length, { message: 'an e-mail to the host', timeout: 20_000 })
      .toBe(1);
    const text = (await hostAlertsAbout(hostEmail, guest.name))[0]!.text;
    expect(text).toContain(laterQuestion);
    expect(text).not.toContain(firstQuestion);
    const link = /(http\S+\/admin\/chat\?conversation=[0-9a-f-]+)/.exec(text)?.[1];
    expect(link, 'a link to the conversation in the inbox').toBeDefined();

    // The e-mail's link opens the conversation in the inbox, with the guest's new message.
    await open(hostPage, link!);
    await expect(conversation.getByRole('heading', { level: 2, name: guest.name })).toBeVisible();
    await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText(laterQuestion);
  } finally {
    await guestContext.close();
    await hostContext.close();
  }
});

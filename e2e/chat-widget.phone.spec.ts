import { expectNoAxeViolations } from './fixtures/axe';
import { chatButton, chatLog, chatPanel, expectNoSidewaysScroll, newChatGuest } from './fixtures/chat';
import { expect, test, type Locator } from './fixtures/test';

function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box!;
}

for (const width of [320, 390]) {
  test(`at ${width} px the chat button stays clear of the booking bar and the panel fits`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Booking summary' });
    await expect(bar).toBeVisible();
    const reserve = bar.getByRole('link', { name: 'Reserve' });
    await expect(chatButton(page)).toBeVisible();
    // The bar tells the button its height once it has laid out (a resize observer, a frame later), and the button rises then.
    await expect.poll(async () => overlap(await boxOf(chatButton(page)), await boxOf(reserve)), { message: 'the chat button covers Reserve' }).toBe(false);
    await expect.poll(async () => overlap(await boxOf(chatButton(page)), await boxOf(bar)), { message: 'the chat button covers the booking bar' }).toBe(false);
    const button = await boxOf(chatButton(page));
    expect(button.x + button.width).toBeLessThanOrEqual(width);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await chatButton(page).tap();
    await expect(chatPanel(page)).toBeVisible();
    const panel = await boxOf(chatPanel(page));
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(width);
    expect(panel.y).toBeGreaterThanOrEqual(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
}

test('on a phone a guest sends a first message by touch and finds the conversation after a reload', async ({ page }) => {
  const guest = newChatGuest('Malia Kealoha');
  await page.goto('/stay');
  await chatButton(page).tap();
  await chatPanel(page).getByLabel('Your name').fill(guest.name);
  await chatPanel(page).getByLabel('E-mail').fill(guest.email);
  await chatPanel(page).getByLabel('Message').fill('Is the beach good for small children?');
  await chatPanel(page).getByRole('button', { name: 'Send' }).tap();
  await expect(chatLog(page)).toContainText('good for small children');
  // Stored (the server answered and set the conversation's cookie) before the reload, not just shown.
  await expect(chatLog(page).getByText('Sending…')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await page.reload();
  await chatButton(page).tap();
  await expect(chatLog(page)).toContainText('good for small children');
  await expect(chatPanel(page).getByLabel('Your name')).toHaveCount(0);
});

test('at 200% text size the open panel keeps to the window and every part of it can be reached', async ({ page }) => {
  await page.goto('/');
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await chatButton(page).tap();
  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  const box = await boxOf(panel);
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  // Nothing in the panel is wider than the panel: it scrolls only up and down.
  expect(await panel.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  for (const control of [panel.getByRole('button', { name: 'Close chat' }), panel.getByLabel('Your name'), panel.getByLabel('Message'), panel.getByRole('button', { name: 'Send' })]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
  }
});

import { expect, test } from './fixtures/test';

/**
 * The booking bar loads after the home page shows, and the chat button rises to sit above it.
 * That move must not be a layout shift (Lighthouse measured CLS 0.015 on a phone's home page when it was).
 */
test('on a phone the chat button rises above the booking bar without a layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { chatShifts: number[] }).chatShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
        const node = entry.sources?.map((source) => source.node).find((candidate) => candidate instanceof Element && candidate.closest('aside[aria-label="Chat"]'));
        if (node) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Booking summary' });
  const chat = page.getByRole('complementary', { name: 'Chat' }).getByRole('button');
  await expect(bar).toBeVisible();
  // The button sits above the bar once it is there.
  await expect(async () => {
    const [barBox, chatBox] = [await bar.boundingBox(), await chat.boundingBox()];
    expect(chatBox!.y + chatBox!.height).toBeLessThanOrEqual(barBox!.y);
  }).toPass();
  // Two frames for the observer to report.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { chatShifts: number[] }).chatShifts)).toEqual([]);
});

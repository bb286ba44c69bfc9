import { expect, test } from './fixtures/test';

// About motion: the browser allows it here (the projects reduce it by default, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test("choosing 'Reduce' in the footer reduces motion now and after a reload", async ({ page }) => {
  await page.goto('/stay');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-reduced-motion', 'false');
  const motion = page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Motion' });
  await expect(motion.getByRole('radio', { name: 'System' })).toBeChecked();

  // By keyboard: the group is one tab stop, arrows move the choice.
  await motion.getByRole('radio', { name: 'System' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(motion.getByRole('radio', { name: 'Reduce' })).toBeChecked();
  await expect(motion.getByRole('radio', { name: 'Reduce' })).toBeFocused();
  await expect(html).toHaveAttribute('data-reduced-motion', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--motion-scale').trim())).toBe('0');

  await page.reload();
  await expect(html).toHaveAttribute('data-reduced-motion', 'true');
  await expect(page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Motion' }).getByRole('radio', { name: 'Reduce' })).toBeChecked();

  await page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Motion' }).getByText('Allow', { exact: true }).click();
  await expect(html).toHaveAttribute('data-reduced-motion', 'false');
  expect(await page.evaluate(() => localStorage.getItem('motion-preference'))).toBe('false');
});

test('with System chosen the device setting decides', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/stay');
  await expect(page.locator('html')).toHaveAttribute('data-reduced-motion', 'true');
  // Chromium can drop an emulated media change that lands while the page is still loading (lazy chunks
  // keep arriving after 'load' on a busy machine), so the device's change is made again until it lands.
  await page.waitForLoadState('load');
  await expect(async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(page.locator('html')).toHaveAttribute('data-reduced-motion', 'false', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  // An explicit choice wins over the device.
  await page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Motion' }).getByText('Reduce', { exact: true }).click();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(page.locator('html')).toHaveAttribute('data-reduced-motion', 'true');
});

test('a stored value that is not null or a boolean is ignored with a console warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => localStorage.setItem('motion-preference', '"sometimes"'));
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/stay');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-reduced-motion', 'false');
  await expect(page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Motion' }).getByRole('radio', { name: 'System' })).toBeChecked();
  expect(warnings.some((text) => text.includes('motion-preference'))).toBe(true);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(html).toHaveAttribute('data-reduced-motion', 'true');
});

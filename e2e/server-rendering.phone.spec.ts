import { expect, test } from './fixtures/test';
import { expectEveryPageHydratedInPlace } from './fixtures/server-rendering';

test('on a phone the browser takes over the server’s markup without redrawing it, and nothing goes wrong on the way', async ({ page }) => {
  await expectEveryPageHydratedInPlace(page);
});

test('on a phone the booking bar is not in the server’s HTML (it cannot know the width) and joins once the page is live', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-ssr');
  expect(html).not.toContain('Booking summary');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Booking summary' })).toBeVisible();
});

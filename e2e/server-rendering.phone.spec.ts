import { expect, test } from './fixtures/test';
import { expectEveryPageHydratedInPlace } from './fixtures/server-rendering';

test('on a phone the browser takes over the server’s markup without redrawing it, and nothing goes wrong on the way', async ({ page }) => {
  await expectEveryPageHydratedInPlace(page);
});

// The service worker, once it controls the page, fetches the code itself, where page.route never sees it to stop it.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });
  test('on a phone the home page’s booking bar comes in the server’s HTML, as every full load starts it, and shows before anything is live', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-ssr');
    expect(html).toContain('aria-label="Booking summary"');
    // The form is empty on every full load, so the server draws what the browser will: no dates yet.
    expect(html).toContain('Add dates');
    await page.route(/\/assets\/island-roots-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Booking summary' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Reserve' })).toBeVisible();
  });
});

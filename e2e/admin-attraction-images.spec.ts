import sharp from 'sharp';
import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase, dropKeptPages } from './fixtures/db';

// The experiences page is shared with other specs: take any image this spec left behind away, and drop the kept pages.
test.afterEach(async () => {
  await withE2eDatabase(async (client) => {
    await client.query(`delete from attraction_image where alt like 'Trade winds %'`);
    await dropKeptPages(client);
  });
});

/** A real photo-sized JPEG: sea and sky with noise, so the encoder has detail to work on. */
async function bayJpeg(): Promise<Buffer> {
  const [width, height] = [1200, 800];
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    const noise = Math.floor(Math.random() * 40) - 20;
    const sky = at < pixels.length / 2;
    pixels[at] = (sky ? 150 : 20) + noise + 20;
    pixels[at + 1] = (sky ? 200 : 120) + noise;
    pixels[at + 2] = (sky ? 235 : 160) + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [width, place] of [
  [1280, 'Kailua Beach Park'],
  [390, 'Lanikai Beach'],
] as const) {
  test(`the owner uploads an attraction's image with its alt text by keyboard, and the experiences page shows it (${width} px)`, async ({ page, owner, nextFileChooser }) => {
    const alt = `Trade winds over ${place}, ${width} px test`;
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/content/attractions');
    const section = page.getByRole('region', { name: 'Nearby attractions', exact: true });
    // The table is a React Aria grid: the arrow keys walk from the attraction's row to its Images button.
    const open = section.getByRole('button', { name: `Images of ${place}` });
    await section.getByRole('row', { name: new RegExp(`^${place}`) }).focus();
    for (let step = 0; step < 8 && !(await open.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('ArrowRight');
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Images of ${place}` });
    await expect(dialog.getByText('No images yet.')).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    // Alt text first, then the file from the picker that 'Choose image file' opens, then Upload.
    const form = dialog.getByRole('form', { name: 'Add an image' });
    await form.getByRole('textbox', { name: 'Alt text' }).focus();
    await page.keyboard.type(alt);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Choose image file' })).toBeFocused();
    const chooser = nextFileChooser();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'bay.jpg', mimeType: 'image/jpeg', buffer: await bayJpeg() });
    await expect(form.getByText('Chosen: bay.jpg')).toBeVisible();
    await form.getByRole('button', { name: 'Upload image' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Image uploaded')).toBeVisible();

    // Listed at once, and shown on the site once the encoding job has made every size (the list polls it).
    const item = dialog.getByRole('listitem', { name: `Image 1: ${alt}` });
    await expect(item.getByText('Shown on the site')).toBeVisible({ timeout: 90_000 });
    await expect.poll(() => item.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('button', { name: `Images of ${place}` })).toHaveText('Images (1)');

    // A visitor's experiences page: the server's HTML has the picture, and the browser draws one of its sizes.
    const html = (await (await page.request.get('/experiences')).text()).replaceAll('<!-- -->', '');
    expect(html).toContain(`alt="${alt}"`);
    await page.goto('/experiences');
    const picture = page.getByRole('img', { name: alt });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/photos\/upload-[a-f0-9]{16}-\d+\.(avif|webp)$/);
    expect(await picture.getAttribute('loading')).toBe('lazy');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
  });
}

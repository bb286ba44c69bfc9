import sharp from 'sharp';
import { expect, test, visitorHeaders, waitForApp, type Locator, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase, dropKeptPages } from './fixtures/db';

// The gallery is on every visitor's /stay: this spec runs alone, and takes its upload away and puts the order back.
let seededOrder: { id: number; sort_order: number }[] = [];
test.beforeEach(async () => {
  seededOrder = await withE2eDatabase(async (client) => (await client.query<{ id: number; sort_order: number }>(`select id, sort_order from photo where slug not like 'upload-%'`)).rows);
});
test.afterEach(async () => {
  await withE2eDatabase(async (client) => {
    await client.query(`delete from photo where slug like 'upload-%'`);
    for (const { id, sort_order } of seededOrder) await client.query('update photo set sort_order = $1 where id = $2', [sort_order, id]);
    await dropKeptPages(client);
  });
});

/** A real camera-sized JPEG: a sea colour with noise, so the encoder has detail to work on. */
async function reefJpeg(): Promise<Buffer> {
  const [width, height] = [1600, 1067];
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    const noise = Math.floor(Math.random() * 48) - 24;
    pixels[at] = 20 + noise + 24;
    pixels[at + 1] = 110 + noise;
    pixels[at + 2] = 150 + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Presses Tab until `control` has the focus, as a keyboard user walks a row's buttons. */
async function tabTo(page: Page, control: Locator) {
  for (let step = 0; step < 8 && !(await control.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
}

// A whole owner's task (upload and encoding, builder and publish, a review and an import) per test: on two busy
// cores it has taken over two minutes, beyond the suite's 120 s budget for a hung step (playwright.config.ts).
test.describe.configure({ timeout: 240_000 });

for (const width of [1280, 390]) {
  test(`the owner uploads a photo, describes, publishes and moves it first by keyboard, and the gallery shows it first (${width} px)`, async ({ page, owner, browser, nextFileChooser }, testInfo) => {
    const alt = `Reef at sunrise seen from the lanai, ${width} px test`;
    const named = new RegExp(`^${alt} `);
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    await page.goto('/admin/content/photos');
    const section = page.getByRole('region', { name: 'Photos', exact: true });
    const grid = section.getByRole('grid', { name: /^Gallery photos/ });
    const rows = grid.getByRole('row');
    await expect(grid.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    const seeded = await rows.count();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    // Upload through the file picker that 'Choose photos' opens.
    const choose = section.getByRole('button', { name: 'Choose photos' });
    await choose.focus();
    const chooser = nextFileChooser();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'reef-sunrise.jpg', mimeType: 'image/jpeg', buffer: await reefJpeg() });

    // It is listed last at once, and is ready once the encoding job has made every size (the list polls it).
    const upload = grid.getByRole('row', { name: `Photo ${seeded + 1} (no alt text)` });
    await expect(upload).toBeVisible();
    await expect(upload.getByText('Not published: needs alt text')).toBeVisible({ timeout: 90_000 });
    const thumbnail = upload.locator('img');
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    // Into the list by Tab (its first row), End to the new photo, Enter opens its dialog.
    await choose.focus();
    await page.keyboard.press('Tab');
    await expect(rows.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(upload).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit photo' });
    await expect(dialog.getByRole('textbox', { name: /^Alt text/ })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.type(alt);
    // The gallery shows featured photos first: featured and first in the order, it leads the gallery.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox', { name: 'Featured' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox', { name: /^Published/ })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Save photo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const photo = grid.getByRole('row', { name: alt });
    await expect(photo.getByText('Published, featured')).toBeVisible();

    // Move up, pressed until it is first: the focus stays on the button while the row climbs, then goes to Move down.
    await expect(photo).toBeFocused();
    const moveUp = photo.getByRole('button', { name: `Move ${alt} up` });
    const moveDown = photo.getByRole('button', { name: `Move ${alt} down` });
    await tabTo(page, moveUp);
    for (let position = seeded; position > 0; position -= 1) {
      await page.keyboard.press('Enter');
      await expect(rows.nth(position - 1)).toHaveAccessibleName(named);
      await expect(position > 1 ? moveUp : moveDown).toBeFocused();
    }
    await expect(moveUp).toBeDisabled();
    // Reloading before the last order is stored would lose it, as it would for the owner: the panel says when it is.
    await expect(section.getByRole('status').filter({ hasText: 'Order saved.' })).toBeVisible();

    // The order is saved: the list comes back from the server with the photo first.
    await expect(async () => {
      await page.reload();
      await expect(rows.first()).toHaveAccessibleName(named, { timeout: 2_000 });
    }).toPass();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    // Replace is a keyboard stop too: Enter opens the file picker (nothing is chosen here).
    await choose.focus();
    await page.keyboard.press('Tab');
    await expect(photo).toBeFocused();
    const replacing = nextFileChooser();
    await tabTo(page, photo.getByRole('button', { name: `Replace ${alt}` }));
    await page.keyboard.press('Enter');
    await replacing;

    // A visitor sees it first in the gallery, its picture served from the uploads.
    const visitor = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: visitorHeaders(testInfo, 1) });
    const guest = await visitor.newPage();
    await guest.goto('/stay');
    await waitForApp(guest);
    const tiles = guest.getByRole('list', { name: 'Photo highlights' }).getByRole('button');
    await expect(tiles.first()).toHaveAccessibleName(`Open photo 1 of ${seeded + 1}: ${alt}`);
    const picture = tiles.first().getByRole('img');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await visitor.close();

    // The owner deletes it by keyboard; the list is back to the seeded photos.
    await page.bringToFront();
    await tabTo(page, photo.getByRole('button', { name: `Delete ${alt}` }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', { name: 'Delete photo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Photo deleted')).toBeVisible();
    await expect(rows).toHaveCount(seeded);
    await expect(photo).toHaveCount(0);
    // The focus goes to the row that took its place, not back to the top of the page.
    await expect(rows.first()).toBeFocused();
  });
}

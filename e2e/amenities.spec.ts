import { expect, test } from './fixtures/test';
import { expectNoAxeViolations } from './fixtures/axe';

/** The seed's six categories, by sort_order. */
const CATEGORIES = ['Beach & Water', 'Kitchen & Dining', 'Bedrooms & Comfort', 'Entertainment & Work', 'Outdoor Living', 'Safety & Essentials'];

interface AmenityRow {
  name: string;
  description: string | null;
  featured: boolean;
}

test('amenities show six featured cards in two columns and the complete collection by category', async ({ page }) => {
  const amenities: AmenityRow[] = await (await page.request.get('/api/amenities')).json();
  expect(amenities).toHaveLength(29);
  const featured = amenities.filter((amenity) => amenity.featured);

  await page.goto('/stay');
  const section = page.locator('section#amenities');
  // The section replaces its placeholder (and its loading state) as it arrives: an element read mid-swap detaches,
  // so scroll to whatever carries the id now until the loaded section shows.
  await expect(async () => {
    await page.locator('#amenities').scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(section.getByText('BEACH HOUSE AMENITIES', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(section.getByRole('heading', { level: 2, name: 'Beach House Accommodations' })).toBeVisible();
  await expect(section.getByText('Every detail thoughtfully curated for an exceptional experience')).toBeVisible();

  const cards = section.getByRole('list', { name: 'Highlighted amenities' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(featured.slice(0, 6).map((amenity) => amenity.name));
  await expect(cards.first()).toContainText(featured[0]!.description!);
  // Both boxes in one frame: sections above may still arrive and move the page between two reads.
  const [left, right] = await cards.evaluateAll((items) =>
    items.slice(0, 2).map((item) => {
      const box = item.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width };
    }),
  );
  expect(right!.y).toBeCloseTo(left!.y, 0);
  expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);

  const opener = section.getByRole('button', { name: 'View Complete Amenities (29)' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Complete Amenities Collection' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Every premium detail and luxury service designed to exceed your expectations')).toBeVisible();
  const blocks = dialog.getByRole('region');
  await expect(blocks).toHaveCount(6);
  await expect(blocks.getByRole('heading')).toHaveText(CATEGORIES);
  await expect(dialog.getByRole('listitem')).toHaveCount(29);

  await expect(dialog.getByText('Featured', { exact: true })).toHaveCount(featured.length);
  const kayaks = dialog.getByRole('listitem').filter({ hasText: 'Ocean kayaks' });
  await expect(kayaks.getByText('Featured', { exact: true })).toBeVisible();
  const paddleboard = dialog.getByRole('listitem').filter({ hasText: 'Stand-up paddleboard' });
  await expect(paddleboard.getByText('Featured', { exact: true })).toHaveCount(0);

  // Taller than the screen: the dialog scrolls to its last block.
  const last = dialog.getByRole('region', { name: 'Safety & Essentials' });
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByText('Self check-in')).toBeInViewport();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the open amenities dialog has no axe-core violations', async ({ page }) => {
  await page.goto('/stay');
  await page.locator('section#amenities').getByRole('button', { name: /^View Complete Amenities/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Amenities Collection' });
  await expect(dialog.getByRole('region')).toHaveCount(6);
  await expectNoAxeViolations(page, '[role="dialog"]');
});

import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase, dropKeptPages } from './fixtures/db';

const SEEDED_SQUARE_FEET = 2400;
const amenityName = (width: number) => `Beach wagon ${width}`;

// The stay page is shared with other specs: put the house's size back and take the new amenity away.
test.afterEach(async () => {
  await withE2eDatabase(async (client) => {
    await client.query('update property set square_feet = $1', [SEEDED_SQUARE_FEET]);
    await client.query(`delete from amenity where name like 'Beach wagon %'`);
    await dropKeptPages(client);
  });
});

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function replaceText(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

for (const width of [1280, 390]) {
  test(`the owner changes the house's size and adds an amenity by keyboard, and the stay page shows both (${width} px)`, async ({ page, owner }) => {
    const squareFeet = 2500 + width;
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);

    await page.goto('/admin/content');
    const property = page.getByRole('region', { name: 'Property', exact: true });
    const size = property.getByRole('textbox', { name: /^Square feet/ });
    await expect(size).toHaveValue(String(SEEDED_SQUARE_FEET));
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);

    // A public point on top of the house is refused on its field, and nothing is saved.
    const publicLatitude = property.getByRole('textbox', { name: /^Public latitude/ });
    const publicLongitude = property.getByRole('textbox', { name: /^Public longitude/ });
    const [latitudeBefore, longitudeBefore] = [await publicLatitude.inputValue(), await publicLongitude.inputValue()];
    await replaceText(page, publicLatitude, await property.getByRole('textbox', { name: /^Exact latitude/ }).inputValue());
    await replaceText(page, publicLongitude, await property.getByRole('textbox', { name: /^Exact longitude/ }).inputValue());
    await property.getByRole('button', { name: 'Save property' }).focus();
    await page.keyboard.press('Enter');
    await expect(property.getByText(/^The public point is 0 m from the house/)).toBeVisible();
    await expectNoAxeViolations(page);
    // The map picker: a click places the chosen point in its fields (a pointer's shortcut; the fields stay the keyboard's way).
    const onHouse = await publicLatitude.inputValue();
    await property.getByRole('button', { name: /A click on the map places/ }).click();
    await page.getByRole('option', { name: 'Public point' }).click();
    await property.getByRole('region', { name: /^Map: a click places the chosen point/ }).click({ position: { x: 120, y: 40 } });
    await expect(publicLatitude).not.toHaveValue(onHouse);
    expect(Number(await publicLatitude.inputValue())).toBeGreaterThan(Number(onHouse));
    await replaceText(page, publicLatitude, latitudeBefore);
    await replaceText(page, publicLongitude, longitudeBefore);
    await replaceText(page, size, String(squareFeet));
    await property.getByRole('button', { name: 'Save property' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Property saved')).toBeVisible();

    await page.goto('/admin/content/amenities');
    const amenities = page.getByRole('region', { name: 'Amenities', exact: true });
    await expect(amenities.getByText(/The home page shows at most 6 amenities/)).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
    await amenities.getByRole('button', { name: 'Add amenity' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New amenity' });
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeFocused();
    await page.keyboard.type(amenityName(width));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save amenity' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(amenities.getByRole('grid', { name: "Amenities in the site's order" }).getByRole('rowheader', { name: amenityName(width) })).toBeVisible();

    // The server's rendering of the stay page has the new size at once; the amenities section lists the new one.
    const html = (await (await page.request.get('/stay')).text()).replaceAll('<!-- -->', '');
    expect(html).toContain(`${squareFeet.toLocaleString('en-US')} sq ft`);
    await page.goto('/stay');
    await expect(page.getByText(`${squareFeet.toLocaleString('en-US')} sq ft`)).toBeVisible();
    const complete = page.getByRole('button', { name: /^View Complete Amenities/ });
    await complete.scrollIntoViewIfNeeded();
    await complete.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Complete Amenities Collection' }).getByText(amenityName(width), { exact: true })).toBeVisible();
  });
}

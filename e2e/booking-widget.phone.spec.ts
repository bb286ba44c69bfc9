import { expect, test, type Page } from './fixtures/test';
import { formatCurrencyDisplay } from '../src/shared/lib/money-display';
import { reservedNight } from './fixtures/reserved-nights';
import { mergeTaxLines, type PriceLine } from '../src/shared/quote/price-lines';
import { formatDisplayDate } from '../src/client/lib/format';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A night of next month that the booking widget's specs own (fixtures/reserved-nights.ts). */
const nextMonthDay = (day: number): string => reservedNight('booking-widget', day);

function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

const bar = (page: Page) => page.getByRole('region', { name: 'Booking summary' });

/** On a phone the calendar shows one month: step to next month, then tap the two days. */
async function pickNextMonthStay(page: Page, checkIn: string, checkOut: string) {
  await page.locator('#booking-form').getByRole('button', { name: /^Dates/ }).tap();
  const popover = page.getByRole('dialog', { name: 'Choose your dates' });
  await expect(popover.getByRole('grid')).toHaveCount(1);
  // The calendar's own month button (React Aria also renders a hidden one for screen readers).
  await popover.locator('button[slot="next"]').tap();
  await popover.getByRole('button', { name: new RegExp(longDate(checkIn)) }).tap();
  await popover.getByRole('button', { name: new RegExp(longDate(checkOut)) }).tap();
  await expect(popover).toBeHidden();
}

test('on a phone the sticky bar shows the price, and its Pricing Details sheet the house, the stay and every line', async ({ page }) => {
  const checkIn = nextMonthDay(10);
  const checkOut = nextMonthDay(13);
  const property = await (await page.request.get('/api/property/public')).json();
  await page.goto('/booking');

  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText(formatCurrencyDisplay(property.base_rate));
  await expect(bar(page)).toContainText('Add dates · 2 guests');
  await expect(bar(page)).toContainText('+fees');
  await expect(bar(page).getByRole('link', { name: 'Reserve' })).toHaveAttribute('href', '/booking#booking-form');
  const box = await bar(page).boundingBox();
  expect(box!.y + box!.height).toBeCloseTo(844, 0);

  await pickNextMonthStay(page, checkIn, checkOut);
  const quote = await (await page.request.get(`/api/quote?start=${checkIn}&end=${checkOut}&guests=2`)).json();
  await expect(bar(page)).toContainText('3 nights · 2 guests');
  const total = bar(page).getByRole('button', { name: `Total ${formatCurrencyDisplay(quote.total)}` });
  await expect(total).toBeVisible();

  await total.tap();
  const sheet = page.getByRole('dialog', { name: 'Pricing Details' });
  await expect(sheet).toBeVisible();
  // A sheet (the dialog's sheet variant): it comes to rest on the bottom edge and spans the phone's width.
  const panel = sheet.locator('xpath=..');
  await expect
    .poll(async () => {
      const edges = await panel.boundingBox();
      return edges && [Math.round(edges.x), Math.round(edges.width), Math.round(edges.y + edges.height)];
    })
    .toEqual([0, 390, 844]);
  if (property.photos.length > 0) {
    await expect(sheet.getByRole('img', { name: property.photos[0].alt })).toBeVisible();
  }
  await expect(sheet.getByText(property.title)).toBeVisible();
  await expect(sheet.getByText(property.general_location)).toBeVisible();
  await expect(sheet.getByText(property.rating === null ? 'Not yet rated' : /reviews?$/)).toBeVisible();

  const stay = sheet.getByRole('region', { name: 'Your Stay' });
  await expect(stay.locator('dt:text-is("Check-in") + dd')).toHaveText(formatDisplayDate(checkIn));
  await expect(stay.locator('dt:text-is("Check-out") + dd')).toHaveText(formatDisplayDate(checkOut));
  await expect(stay.locator('dt:text-is("Guests") + dd')).toHaveText('2');
  await expect(stay.locator('dt:text-is("Nights") + dd')).toHaveText('3');

  // The complete breakdown, with the taxes merged into one 'Taxes' line (spec section 5), as on the desktop.
  const price = sheet.getByRole('region', { name: 'Price breakdown' });
  for (const line of mergeTaxLines(quote.breakdown as PriceLine[])) {
    await expect(price.locator(`dt:text-is("${line.label}") + dd`)).toHaveText(formatCurrencyDisplay(line.amount));
  }
  await expect(price.locator('dt', { hasText: /TAT|GET|County Tax/ })).toHaveCount(0);
  await expect(price.locator('dt:text-is("Total") + dd')).toHaveText(formatCurrencyDisplay(quote.total));
  await expect(sheet.getByText('Apple Pay & Google Pay available at checkout')).toBeVisible();

  await sheet.getByRole('button', { name: 'Reserve Now' }).tap();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/booking#booking-form$/);
});

test("the bar's blur grows with scrolling and stops growing at 300 px", async ({ page }) => {
  await page.goto('/booking');
  await expect(bar(page)).toHaveAttribute('data-blur-progress', '0.00');
  const blurOf = () => bar(page).evaluate((element) => getComputedStyle(element).backdropFilter);
  // No blur at the top (Chromium may report a zero blur as no filter at all).
  await expect.poll(blurOf).toMatch(/^(none|blur\(0px\))$/);

  await page.evaluate(() => window.scrollTo(0, 150));
  const halfway = await page.evaluate(() => window.scrollY);
  expect(halfway).toBeGreaterThan(0);
  await expect(bar(page)).toHaveAttribute('data-blur-progress', (Math.min(halfway, 300) / 300).toFixed(2));

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(bar(page)).toHaveAttribute('data-blur-progress', '1.00');
  await expect.poll(blurOf).toBe('blur(16px)');
});

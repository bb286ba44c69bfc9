import { expect, test, type Locator, type Page } from './fixtures/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { formatCurrencyDisplay } from '../src/shared/lib/money-display';
import { reservedNight } from './fixtures/reserved-nights';
import { datePickerLabel } from '../src/client/features/booking/booking-display';
import { formatDisplayDate, nightsLabel } from '../src/client/lib/format';
import { addDaysIso, daysBetweenIso } from '../src/shared/lib/dates';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A night of next month this spec owns (fixtures/reserved-nights.ts): always in the future, always on the calendar's second page at 1280 px. */
const nextMonthDay = (day: number): string => reservedNight('booking-widget', day);

/** React Aria names each day like "Thursday, December 10, 2026" (plus "Today, " or " selected"). */
function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function dayCell(page: Page, iso: string): Locator {
  return page.getByRole('dialog', { name: 'Choose your dates' }).getByRole('button', { name: new RegExp(escapeRegExp(longDate(iso))) });
}

async function focusedDay(page: Page): Promise<string> {
  const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  const match = /([A-Z][a-z]+) (\d{1,2}), (\d{4})/.exec(label);
  if (!match) throw new Error(`Focus is not on a calendar day (aria-label "${label}")`);
  const month = MONTHS.indexOf(match[1]!) + 1;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** Walks the calendar's focus to a day with the arrow keys, a week at a time, then a day at a time. */
async function arrowTo(page: Page, iso: string) {
  const distance = daysBetweenIso(await focusedDay(page), iso);
  for (let week = 0; week < Math.floor(Math.abs(distance) / 7); week += 1) await page.keyboard.press(distance > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let day = 0; day < Math.abs(distance) % 7; day += 1) await page.keyboard.press(distance > 0 ? 'ArrowRight' : 'ArrowLeft');
  expect(await focusedDay(page)).toBe(iso);
}

const widget = (page: Page) => page.locator('#booking-form');
const datesButton = (page: Page) => widget(page).getByRole('button', { name: /^Dates/ });
const guestsButton = (page: Page) => widget(page).getByRole('button', { name: /^Guests/ });
const reserveButton = (page: Page) => widget(page).getByRole('button', { name: 'Reserve', exact: true });

test('by keyboard: pick a stay, add a guest, see the price and its details, reserve, and find the draft on guest details', async ({ page }) => {
  const checkIn = nextMonthDay(10);
  const checkOut = nextMonthDay(13);
  await page.goto('/booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Stay' })).toBeVisible();
  await expect(datesButton(page)).toContainText('Add dates');
  await expect(reserveButton(page)).toBeDisabled();
  // The mobile bar is for phones only.
  await expect(page.getByRole('region', { name: 'Booking summary' })).toBeHidden();

  await datesButton(page).focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Choose your dates' });
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('grid')).toHaveCount(2);
  await expect(popover.getByText('Select check-in date')).toBeVisible();
  await expect(popover).toContainText('1 night minimum · Check-out by 10:00 AM');

  await arrowTo(page, checkIn);
  await page.keyboard.press('Enter');
  await expect(popover.getByText('Select check-out date')).toBeVisible();
  await expect(popover.getByText(`Check-in: ${formatDisplayDate(checkIn)}`)).toBeVisible();
  await expect(dayCell(page, addDaysIso(checkIn, -1))).toHaveAttribute('aria-disabled', 'true');
  await arrowTo(page, checkOut);
  await page.keyboard.press('Enter');

  await expect(popover).toBeHidden();
  await expect(datesButton(page)).toContainText(datePickerLabel(checkIn, checkOut));
  await expect(datesButton(page)).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(guestsButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const guests = page.getByRole('dialog', { name: 'Guests' });
  await expect(guests.getByText('18+ years')).toBeVisible();
  await guests.getByRole('button', { name: 'Increase Adults' }).click();
  await expect(guests.getByRole('textbox', { name: 'Adults' })).toHaveValue('3');
  await page.keyboard.press('Escape');
  await expect(guests).toBeHidden();
  await expect(guestsButton(page)).toContainText('3 guests');

  const quote = await (await page.request.get(`/api/quote?start=${checkIn}&end=${checkOut}&guests=3`)).json();
  const beforeTaxes = ((Math.round(Number(quote.total) * 100) - Math.round(Number(quote.taxes) * 100)) / 100).toFixed(2);
  const totalBeforeTaxes = widget(page).getByRole('button', { name: 'Total before taxes' });
  await expect(totalBeforeTaxes).toBeVisible();
  await expect(widget(page)).toContainText(formatCurrencyDisplay(beforeTaxes));
  await expect(widget(page)).toContainText(formatCurrencyDisplay(quote.nightlyRate));

  await totalBeforeTaxes.click();
  const sheet = page.getByRole('dialog', { name: 'Price details' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Taxes', { exact: true })).toBeVisible();
  await expect(sheet.getByText(/TAT|GET/)).toHaveCount(0);
  await expect(sheet).toContainText(formatCurrencyDisplay(quote.taxes));
  await expect(sheet).toContainText(formatCurrencyDisplay(quote.total));
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(totalBeforeTaxes).toBeFocused();

  await expect(page.getByText("You won't be charged yet")).toBeVisible();
  await reserveButton(page).click();
  await expect(page).toHaveURL(/\/booking\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Details' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your stay' });
  await expect(summary).toContainText(`${formatDisplayDate(checkIn)} - ${formatDisplayDate(checkOut)}`);
  await expect(summary).toContainText(nightsLabel(3));
  await expect(summary.locator('dt:text-is("Guests") + dd')).toHaveText('3');
  await expect(summary).toContainText(formatCurrencyDisplay(quote.total));
});

test('by mouse: the first click is check-in, Escape keeps it, reopening resumes at check-out, and Clear starts over', async ({ page }) => {
  const checkIn = nextMonthDay(14);
  const checkOut = nextMonthDay(17);
  await page.goto('/booking');
  await datesButton(page).click();
  const popover = page.getByRole('dialog', { name: 'Choose your dates' });
  await dayCell(page, checkIn).click();
  await expect(popover.getByText('Select check-out date')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(datesButton(page)).toContainText(datePickerLabel(checkIn, ''));
  await expect(reserveButton(page)).toBeDisabled();

  await datesButton(page).click();
  await expect(popover.getByText('Select check-out date')).toBeVisible();
  await expect(dayCell(page, addDaysIso(checkIn, -1))).toHaveAttribute('aria-disabled', 'true');
  await dayCell(page, checkOut).click();
  await expect(popover).toBeHidden();
  await expect(datesButton(page)).toContainText(datePickerLabel(checkIn, checkOut));
  await expect(reserveButton(page)).toBeEnabled();

  await datesButton(page).click();
  await expect(popover.getByText(`${formatDisplayDate(checkIn)} - ${formatDisplayDate(checkOut)}`)).toBeVisible();
  await expect(popover.getByText('3 nights')).toBeVisible();
  await popover.getByRole('button', { name: 'Clear' }).click();
  await expect(popover.getByText('Select check-in date')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(datesButton(page)).toContainText('Add dates');
  await expect(reserveButton(page)).toBeDisabled();
  await expect(widget(page).getByRole('button', { name: 'Total before taxes' })).toBeHidden();
});

test('nights another guest holds are disabled, and a stay cannot cross them', async ({ page }) => {
  const start = nextMonthDay(20);
  const end = nextMonthDay(23);
  const hold = await page.request.post('/api/holds', { data: { start, end, guests: 2 } });
  // 409: this very hold is still live from a moment ago (holds last 15 minutes).
  expect([201, 409], await hold.text()).toContain(hold.status());

  await page.goto('/booking');
  await datesButton(page).click();
  for (const night of [start, addDaysIso(start, 1), addDaysIso(start, 2)]) {
    await expect(dayCell(page, night)).toHaveAttribute('aria-disabled', 'true');
  }
  await expect(dayCell(page, addDaysIso(start, -1))).not.toHaveAttribute('aria-disabled', 'true');
  await expect(dayCell(page, end)).not.toHaveAttribute('aria-disabled', 'true');

  await dayCell(page, nextMonthDay(17)).click();
  await expect(dayCell(page, addDaysIso(start, -1))).not.toHaveAttribute('aria-disabled', 'true');
  await expect(dayCell(page, nextMonthDay(25))).toHaveAttribute('aria-disabled', 'true');
});

test('the booking page has no axe violations with the date popover, the guests popover or the price details open', async ({ page }) => {
  await page.goto('/booking');
  await datesButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Choose your dates' })).toBeVisible();
  await expectNoAxeViolations(page);

  await dayCell(page, nextMonthDay(26)).click();
  await dayCell(page, nextMonthDay(28)).click();
  await expect(page.getByRole('dialog', { name: 'Choose your dates' })).toBeHidden();

  await guestsButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Guests' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await widget(page).getByRole('button', { name: 'Total before taxes' }).click();
  await expect(page.getByRole('dialog', { name: 'Price details' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
});

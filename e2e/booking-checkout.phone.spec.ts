import { expect, test, visitorHeaders } from './fixtures/test';
import { formatCurrencyDisplay } from '../src/shared/lib/money-display';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { calendar, dayCell, expectOutboxEmail, fillDetailsByTouch, newGuest, openCalendarAt, reserveButton } from './fixtures/booking-path';
import { reservedNight } from './fixtures/reserved-nights';

// Nights of its own (fixtures/reserved-nights.ts), apart from the desktop spec's.

test('on a phone: the bar’s Pricing Details → Reserve Now → Reserve, details by touch, demo payment, the e-mail, and cancelling', async ({
  page,
  browser,
  owner,
}, testInfo) => {
  test.setTimeout(240_000);
  const checkIn = reservedNight('booking-checkout.phone', 10);
  const checkOut = reservedNight('booking-checkout.phone', 12);
  const guest = newGuest('Leilani Phone');

  await page.goto('/booking');
  await openCalendarAt(page, checkIn);
  await expect(calendar(page).getByRole('grid')).toHaveCount(1);
  await dayCell(page, checkIn).tap();
  await dayCell(page, checkOut).tap();
  await expect(calendar(page)).toBeHidden();

  const quote = await (await page.request.get(`/api/quote?start=${checkIn}&end=${checkOut}&guests=2`)).json();
  const bar = page.getByRole('region', { name: 'Booking summary' });
  await bar.getByRole('button', { name: `Total ${formatCurrencyDisplay(quote.total)}` }).tap();
  const sheet = page.getByRole('dialog', { name: 'Pricing Details' });
  await expect(sheet.getByText('Apple Pay & Google Pay available at checkout')).toBeVisible();
  await sheet.getByRole('button', { name: 'Reserve Now' }).tap();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/booking#booking-form$/);
  await reserveButton(page).tap();

  await expect(page).toHaveURL(/\/booking\/details$/);
  await expect(page.getByRole('region', { name: 'Your stay' })).toContainText('2 nights');
  await fillDetailsByTouch(page, guest);
  await page.getByRole('button', { name: 'Continue to payment' }).tap();

  await expect(page).toHaveURL(/\/booking\/checkout$/);
  await expect(page.getByRole('region', { name: 'Price details' }).locator('dt:text-is("Total") + dd')).toHaveText(formatCurrencyDisplay(quote.total));
  await expect(page.getByRole('note', { name: 'Demo payment mode' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Pay ${formatCurrencyDisplay(quote.total)} (demo)` }).tap();

  await expect(page).toHaveURL(/\/booking\/confirmation\?ref=KB-[A-Z0-9]{6}&token=/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const bookingLink = page.url();
  const reference = new URL(bookingLink).searchParams.get('ref')!;
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.locator('address')).not.toBeEmpty();
  await expect(page.getByRole('region', { name: 'Payment' }).locator('dt:text-is("Total") + dd').first()).toHaveText(formatCurrencyDisplay(quote.total));
  await expect(page.getByText(`A confirmation e-mail is on its way to ${guest.email}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  const { baseURL, viewport } = testInfo.project.use;
  const ownerContext = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(viewport ? { viewport } : {}), extraHTTPHeaders: visitorHeaders(testInfo, 1) });
  const ownerPage = await ownerContext.newPage();
  await signInAsOwner(ownerPage, owner);
  await expectOutboxEmail(ownerPage, guest.email, new RegExp(`${reference} is confirmed`));
  await ownerContext.close();

  const again = await page.context().newPage();
  await again.goto(bookingLink);
  await again.getByRole('button', { name: 'Cancel booking' }).tap();
  const dialog = again.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).tap();
  await expect(again.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible();
  await expect(again.getByText(/^(We have refunded \$[\d,.]+ to your original payment method\.|No refund was due under the cancellation policy\.)$/)).toBeVisible();
});

import { expect, test, visitorHeaders, type Browser, type Page, type TestInfo } from './fixtures/test';
import { formatCurrencyDisplay } from '../src/shared/lib/money-display';
import { addDaysIso } from '../src/shared/lib/dates';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import {
  dayCell,
  expectOutboxEmail,
  fillDetailsByKeyboard,
  newGuest,
  openCalendarAt,
  pickStayByKeyboard,
  reserveButton,
} from './fixtures/booking-path';
import { reservedNight } from './fixtures/reserved-nights';

// Each test books nights of its own in this spec's reserved month (fixtures/reserved-nights.ts).

const toCents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** Another browser, as another person would use: the same site, its own cookies, tabs and address. */
async function otherBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport } = testInfo.project.use;
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(viewport ? { viewport } : {}), extraHTTPHeaders: visitorHeaders(testInfo, 1) });
  return context.newPage();
}

const fact = (page: Page, region: string, term: string) => page.getByRole('region', { name: region }).locator(`dt:text-is("${term}") + dd`);

test('a guest books by keyboard and pays in demo mode, the owner sees the e-mail, and the guest cancels from the link', async ({ page, browser, owner }, testInfo) => {
  test.setTimeout(240_000);
  const checkIn = reservedNight('booking-checkout', 3);
  const checkOut = reservedNight('booking-checkout', 6);
  const guest = newGuest('Kainoa Desktop');

  await page.goto('/booking');
  await pickStayByKeyboard(page, checkIn, checkOut);
  await reserveButton(page).click();

  // Guest details: everything is checked before anything is sent.
  await expect(page).toHaveURL(/\/booking\/details$/);
  await expect(page).toHaveTitle(/^Guest Details/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const problems = page.getByRole('group', { name: 'Please correct the following errors:' });
  await expect(problems.getByRole('link')).toHaveText([
    'Full name is required',
    'Email is required',
    'Enter a phone number we can reach you on',
    'Choose an estimated arrival time',
    'Please agree to the house rules and cancellation policy',
  ]);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await problems.getByRole('link', { name: 'Choose an estimated arrival time' }).click();
  await expect(page.getByRole('button', { name: /Estimated arrival/ })).toBeFocused();
  await expectNoAxeViolations(page);

  await fillDetailsByKeyboard(page, guest);
  await expect(problems).toBeHidden();
  const quote = await (await page.request.get(`/api/quote?start=${checkIn}&end=${checkOut}&guests=2`)).json();
  await page.getByRole('button', { name: 'Continue to payment' }).focus();
  await page.keyboard.press('Enter');

  // Checkout: the server's price, the hold's clock, and the labelled demo payment.
  await expect(page).toHaveURL(/\/booking\/checkout$/);
  await expect(page).toHaveTitle(/^Checkout/);
  const price = page.getByRole('region', { name: 'Price details' });
  await expect(price.locator('dt:text-is("Taxes") + dd')).toHaveText(formatCurrencyDisplay(quote.taxes));
  await expect(price.locator('dt', { hasText: /TAT|GET/ })).toHaveCount(0);
  await expect(price.locator('dt:text-is("Total") + dd')).toHaveText(formatCurrencyDisplay(quote.total));
  await expect(page.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByRole('note', { name: 'Demo payment mode' })).toContainText('Demo payment mode: no card will be charged.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Pay ${formatCurrencyDisplay(quote.total)} (demo)` }).click();

  // The booking page: reference, stay, money, and now the address.
  await expect(page).toHaveURL(/\/booking\/confirmation\?ref=KB-[A-Z0-9]{6}&token=/);
  await expect(page).toHaveTitle(/^Booking Confirmation/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const bookingLink = page.url();
  const reference = new URL(bookingLink).searchParams.get('ref')!;
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText(`A confirmation e-mail is on its way to ${guest.email}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Getting there' }).locator('address')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Check-in instructions' })).toBeVisible();
  await expect(fact(page, 'Payment', 'Total').first()).toHaveText(formatCurrencyDisplay(quote.total));
  const paid = toCents(await fact(page, 'Payment', 'Paid').innerText());
  const due = toCents(await fact(page, 'Payment', 'Balance due').innerText());
  expect(paid).toBeGreaterThan(0);
  expect(paid + due).toBe(toCents(quote.total));
  await expectNoAxeViolations(page);

  // A question from the booking page reaches the host as this guest: the page's own link proves the address.
  const question = `Can we check in early? (${reference})`;
  await page.getByRole('button', { name: 'Message the host' }).click();
  const chat = page.getByRole('dialog', { name: /^Chat with/ });
  await expect(chat.getByText(`Writing as ${guest.name} about booking ${reference}.`)).toBeVisible();
  await expect(chat.getByLabel('Your name')).toHaveCount(0);
  await chat.getByLabel('Message').fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log')).toContainText(question);
  await expect(chat.getByText('Sending…')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The nights are taken now: the calendar offers none of them.
  await page.goto('/booking');
  await openCalendarAt(page, checkIn);
  for (let night = checkIn; night < checkOut; night = addDaysIso(night, 1)) {
    await expect(dayCell(page, night)).toHaveAttribute('aria-disabled', 'true');
  }
  await page.keyboard.press('Escape');

  // The owner finds the guest's confirmation in Admin → Emails.
  const ownerPage = await otherBrowser(browser, testInfo);
  await signInAsOwner(ownerPage, owner);
  await expectOutboxEmail(ownerPage, guest.email, new RegExp(`${reference} is confirmed`));
  // In the inbox the chat is the guest's, proven, beside the booking it came from.
  await ownerPage.goto('/admin/chat?filter=all');
  await ownerPage.getByRole('searchbox', { name: 'Search conversations' }).fill(reference);
  await ownerPage.getByRole('listbox', { name: 'Conversations' }).getByRole('option', { name: new RegExp(guest.name) }).click();
  const conversation = ownerPage.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByRole('heading', { level: 2, name: guest.name })).toBeVisible();
  await expect(conversation.getByText('E-mail not confirmed')).toHaveCount(0);
  await expect(conversation.getByRole('region', { name: 'Their bookings' }).getByRole('link', { name: reference }).first()).toBeVisible();
  await ownerPage.context().close();

  // Back to the booking from its link, and cancel it.
  const again = await page.context().newPage();
  await again.goto(bookingLink);
  await expect(again.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await again.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = again.getByRole('dialog', { name: 'Cancel this booking?' });
  const refundLine = await dialog.getByText(/^(You will be refunded \$[\d,.]+\.|No refund is due if you cancel now\.)$/).innerText();
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(again.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible();
  const refund = /\$[\d,.]+(?=\.$)/.exec(refundLine)?.[0];
  await expect(
    again.getByText(refund ? `We have refunded ${refund} to your original payment method.` : 'No refund was due under the cancellation policy.'),
  ).toBeVisible();
  await expect(again.locator('address')).toHaveCount(0);
});

test('two guests after the same nights: whoever continues second is told they were just taken', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const checkIn = reservedNight('booking-checkout', 14);
  const checkOut = reservedNight('booking-checkout', 16);
  const rival = await otherBrowser(browser, testInfo);

  // Both pick the nights while they are still free.
  for (const [who, name] of [
    [page, 'Malia Second'],
    [rival, 'Noelani First'],
  ] as const) {
    await who.goto('/booking');
    await pickStayByKeyboard(who, checkIn, checkOut);
    await reserveButton(who).click();
    await expect(who).toHaveURL(/\/booking\/details$/);
    await fillDetailsByKeyboard(who, newGuest(name));
  }

  await rival.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(rival).toHaveURL(/\/booking\/checkout$/);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const taken = page.getByRole('alert').filter({ hasText: 'Those dates were just taken' });
  await expect(taken).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/details$/);
  await taken.getByRole('link', { name: 'Choose other dates' }).click();
  await expect(page).toHaveURL(/\/booking#booking-form$/);
  await rival.context().close();
});

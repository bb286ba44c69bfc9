import { addDaysIso, todayAtProperty } from '../src/shared/lib/dates';
import { createBooking } from '../src/server/composition/factories';
import { syncGuestMessages } from '../src/server/modules/guest-messages/guest-messages.schedule';
import { expect, test } from './fixtures/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { signInAsOwner } from './fixtures/auth';
import { withE2eDatabase, withE2eOrm } from './fixtures/db';

const MARK = 'E2E outbox';
test.afterEach(async () => {
  await withE2eDatabase((client) => client.query(`delete from review where guest_name like $1`, [`%${MARK}%`]));
});

// Alone (playwright.config.ts): confirmed stays of this month, which the reports and the owner's morning count.
// Stays that ended a few days ago (the review request goes out the day after check-out, for two weeks), each on nights of its own.
const STAY = { 1280: { start: -9, guest: 'Leilani Akana' }, 390: { start: -6, guest: 'Kekoa Mahoe' } } as const;

for (const width of [1280, 390] as const) {
  test(`the review request reaches the outbox the day after check-out, and the guest's link in it opens the review form (${width} px)`, async ({ page, browser, owner }) => {
    const { start, guest } = STAY[width];
    const checkIn = addDaysIso(todayAtProperty(), start);
    const email = `review-${width}@example.com`;
    await withE2eOrm(async (em) => {
      const booking = createBooking(em, { status: 'confirmed', checkIn, checkOut: addDaysIso(checkIn, 3), guestName: guest, guestEmail: email, confirmedAt: new Date() });
      await em.flush();
      // As confirming the booking does (decision 048): its messages are planned; the review request is long due.
      await syncGuestMessages(em, booking);
    });

    // The owner finds it in Emails → Sent (the server moves due messages into the outbox every 2 s in this run).
    await page.setViewportSize({ width, height: 900 });
    await signInAsOwner(page, owner);
    const outbox = page.getByRole('grid', { name: /^Outbox/ });
    const row = outbox.getByRole('row').filter({ hasText: email });
    const request = row.getByRole('button', { name: /^How was your stay at / });
    await expect(async () => {
      await page.goto('/admin/emails');
      await expect(request).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // As a keyboard user moves in the grid: onto the row, then along it to the subject, which opens the e-mail.
    await row.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect(request).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const link = dialog.getByRole('link', { name: /\/review\?ref=/ });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    const href = (await link.getAttribute('href'))!;
    expect(new URL(href).pathname).toBe('/review');

    // The guest follows it in a browser of their own and sends a review by keyboard.
    const guestContext = await browser.newContext({ viewport: { width, height: 900 }, baseURL: new URL(href).origin });
    try {
      const guestPage = await guestContext.newPage();
      await guestPage.goto(href);
      await expect(guestPage.locator('html[data-app="ready"]')).toBeAttached();
      const form = guestPage.getByRole('form', { name: 'Review your stay' });
      await expect(form).toBeVisible();
      await form.getByRole('radio', { name: '1 star' }).focus();
      for (let step = 0; step < 3; step += 1) await guestPage.keyboard.press('ArrowRight');
      await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await guestPage.keyboard.press('Tab');
      await guestPage.keyboard.type('Woke up to the bay every morning.');
      await guestPage.keyboard.press('Tab');
      await guestPage.keyboard.press('ArrowRight');
      await guestPage.keyboard.press('Tab');
      await guestPage.keyboard.press('Space');
      await guestPage.keyboard.press('Tab');
      await guestPage.keyboard.press('End');
      await guestPage.keyboard.type(` ${MARK}`);
      await form.getByRole('button', { name: 'Send review' }).focus();
      await guestPage.keyboard.press('Enter');
      await expect(guestPage.getByText('Mahalo for your review! The host reads every review before it appears on the site.')).toBeVisible();
      await expectNoAxeViolations(guestPage);
    } finally {
      await guestContext.close();
    }

    // It waits for the owner, verified and with the stay's dates.
    const saved = await withE2eDatabase(
      async (client) =>
        (await client.query(`select verified_guest, is_published, to_char(stay_start_date, 'YYYY-MM-DD') as stay_start from review where guest_name like $1`, [`%${MARK}%`]))
          .rows,
    );
    expect(saved).toEqual([{ verified_guest: true, is_published: false, stay_start: checkIn }]);
  });
}

import { addDaysIso, todayAtProperty } from '../src/shared/lib/dates';
import { createBooking } from '../src/server/composition/factories';
import { expect, test } from './fixtures/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase, withE2eOrm } from './fixtures/db';
import { reviewLinkFor } from './fixtures/review-link';

const MARK = 'E2E verified';
test.afterEach(async () => {
  await withE2eDatabase((client) => client.query(`delete from review where guest_name like $1`, [`%${MARK}%`]));
});

// Stays long over, on nights of their own far in the past (nothing else books there).
const STAY_START = { 1280: -900, 390: -880 } as const;

for (const width of [1280, 390] as const) {
  test(`a guest opens their stay's review link and sends a review by keyboard alone (${width} px)`, async ({ page }) => {
    const checkIn = addDaysIso(todayAtProperty(), STAY_START[width]);
    const reference = await withE2eOrm(async (em) => {
      const booking = createBooking(em, { status: 'confirmed', checkIn, checkOut: addDaysIso(checkIn, 4), guestName: 'Malia Kahale', guestEmail: 'malia@example.com' });
      await em.flush();
      return booking.reference;
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto(reviewLinkFor(reference));
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Review your stay', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Review your stay' });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Sent empty: each field says what it needs, and focus stays in the form.
    await form.getByRole('button', { name: 'Send review' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByRole('radio', { name: '1 star' }).focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('The kayaks, the reef, the sunrise. <b>Mahalo</b>!');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Family' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    await page.keyboard.type(` K. ${MARK}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Honolulu, HI');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send review' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText('Mahalo for your review! The host reads every review before it appears on the site.')).toBeVisible();
    await expectNoAxeViolations(page);
    const saved = await withE2eDatabase(async (client) => (await client.query('select guest_name, verified_guest, is_published, review_text from review where guest_name like $1', [`%${MARK}%`])).rows);
    expect(saved).toEqual([{ guest_name: `Malia K. ${MARK}`, verified_guest: true, is_published: false, review_text: 'The kayaks, the reef, the sunrise. <b>Mahalo</b>!' }]);

    // The link works once.
    await page.reload();
    await expect(page.getByText('This stay has been reviewed already. The link cannot be used twice.')).toBeVisible();
  });
}

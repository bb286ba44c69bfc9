import { createBooking } from '../src/server/composition/factories';
import { ContactMessageEntity } from '../src/server/modules/contact/contact.entity';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eOrm } from './fixtures/db';
import { reservedNight } from './fixtures/reserved-nights';
import { expect, test, type Page } from './fixtures/test';

// One guest, one thread (issue 19, point 10): the owner answers a contact message in the admin, the answer
// waits in the outbox, and the guest's history joins the message to their booking. Keyboard only.

/** A guest of this test alone: a stay booked under their address, and a question they sent from the contact page. */
async function guestWhoWrote(name: string, firstNight: number): Promise<{ email: string; reference: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  return withE2eOrm(async (em) => {
    const stay = createBooking(em, {
      status: 'confirmed',
      checkIn: reservedNight('admin-contact-reply', firstNight),
      checkOut: reservedNight('admin-contact-reply', firstNight + 4),
      guestName: name,
      guestEmail: email,
      quote: null,
    });
    // The same address in another case: still the same guest.
    em.create(ContactMessageEntity, { name, email: email.toUpperCase(), message: 'Is there a <b>crib</b> for our baby?', createdAt: new Date() });
    await em.flush();
    return { email, reference: stay.reference };
  });
}

/** The grid's way: focus the row, the arrow keys to its button, then Enter. */
async function pressInRow(page: Page, row: ReturnType<Page['getByRole']>, name: string) {
  const button = row.getByRole('button', { name });
  await row.focus();
  for (let step = 0; step < 10 && !(await button.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('ArrowRight');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

/** A dialog stays inside the window's width (a phone's 390 px too). */
async function fitsTheWidth(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const box = await dialog.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function answerAndOpenHistory(page: Page, name: string, reference: string) {
  await page.goto('/admin#messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Unanswered');

  await pressInRow(page, row, `Reply to ${name}…`);
  const dialog = page.getByRole('dialog', { name: `Reply to ${name}` });
  await expect(dialog.getByText('Is there a <b>crib</b> for our baby?')).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'Your reply' });
  await expect(field).toBeFocused();
  await fitsTheWidth(page, dialog);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.type('Aloha! Yes, a crib and a high chair are in the hall closet.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send reply' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Answered');
  await expect(row).toContainText(/Reply by .* · /);
  await expect(row).toContainText('Aloha! Yes, a crib and a high chair are in the hall closet.');
  await expectNoAxeViolations(page);

  await pressInRow(page, row, `Guest history of ${name}`);
  const history = page.getByRole('dialog', { name: 'Guest history' });
  const thread = history.getByRole('list', { name: /^History of .*, oldest first$/ });
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByRole('listitem').nth(0)).toContainText(reference);
  await expect(thread.getByRole('listitem').nth(1)).toContainText('Reply by');
  await fitsTheWidth(page, history);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await history.getByRole('link', { name: reference }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?booking=${reference}`));
  await expect(page.getByRole('dialog', { name: `Booking ${reference}` })).toBeVisible();
}

async function replyIsInTheOutbox(page: Page, email: string) {
  await page.goto('/admin/emails');
  const outbox = page.getByRole('grid', { name: /^Outbox/ });
  await expect(outbox.getByRole('row', { name: /Re: your message to/ }).filter({ hasText: email.toUpperCase() })).toHaveCount(1);
}

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

test('the owner answers a contact message by keyboard: it shows answered, the reply waits in the outbox, and the guest’s history joins it to their stay', async ({ page }) => {
  const name = `Hana Asks ${Date.now().toString(36)}`;
  const { email, reference } = await guestWhoWrote(name, 3);
  await answerAndOpenHistory(page, name, reference);
  await replyIsInTheOutbox(page, email);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the reply form and the history fit the screen and work by keyboard', async ({ page }) => {
    const name = `Hana Phone ${Date.now().toString(36)}`;
    const { email, reference } = await guestWhoWrote(name, 10);
    await answerAndOpenHistory(page, name, reference);
    await replyIsInTheOutbox(page, email);
  });
});

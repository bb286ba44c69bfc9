import type { BrowserContext, CDPSession } from '@playwright/test';
import { createOwner, newAccount, signInAsOwner, typeNewAccount, type Account } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eDatabase } from './fixtures/db';
import { expect, test, type Page } from './fixtures/own-server';
import { visitorHeaders, waitForApp } from './fixtures/test';

// Issue 20's story, keyboard only, at 1280 and 390 px: the owner invites a staff member (the link read from the
// outbox), they join, add a passkey (Chromium's virtual authenticator) and later sign in with it and no password;
// they see no Pricing and the server refuses it; the owner deactivates them and their open browser is signed out
// at its next call. On a server of the spec's own (fixtures/own-server.ts): passkeys need a host name, not 127.0.0.1.

/** Chromium's test authenticator through the DevTools protocol: a platform passkey that verifies its user at once. */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return cdp;
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a page. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let step = 0; step < 25; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

async function invite(page: Page, email: string) {
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Invite a team member' });
  await form.getByRole('textbox', { name: 'Their email' }).focus();
  await page.keyboard.type(email);
  await tabTo(page, form.getByRole('button', { name: 'Send invitation' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Invitation e-mailed to ${email}` })).toBeVisible();
}

async function invitationLinkFor(ownServer: { pgPort: number; dataDir: string }, email: string): Promise<string> {
  const text = await withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ text: string }>(`select text from outbox_email where kind = 'invitation' and "to" = $1`, [email]);
    return rows[0]?.text ?? '';
  }, ownServer);
  const link = /https?:\/\/\S+\/auth\?invitation=\S+/.exec(text)?.[0];
  expect(link, `the invitation e-mail to ${email}`).toBeTruthy();
  return link!;
}

async function join(page: Page, link: string, staff: Account) {
  await page.goto(link);
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Create account' });
  await expect(form.getByRole('textbox', { name: 'Invitation code' })).toHaveValue(new URL(link).searchParams.get('invitation')!);
  await typeNewAccount(page, staff);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

async function openAccountMenuItem(page: Page, item: 'Your account' | 'Security') {
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Account' });
  await tabTo(page, menu.getByRole('link', { name: item }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

async function addPasskey(page: Page, name: string) {
  await openAccountMenuItem(page, 'Security');
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'Add a passkey' });
  await form.getByRole('textbox', { name: 'Passkey name' }).focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Passkey added', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText(name, { exact: true })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).focus();
  await page.keyboard.press('Enter');
  // 'Sign out' takes the focus when the menu opens.
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
}

async function signInWithPasskey(page: Page) {
  await page.goto('/auth');
  await waitForApp(page);
  // The e-mail field offers the passkey as soon as the page is live (conditional UI), and Chromium's virtual
  // authenticator may answer that offer by itself before the button is pressed: either way no password is typed.
  const button = page.getByRole('button', { name: 'Sign in with a passkey' });
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await expect(button.or(dashboard)).toBeVisible();
  if (await button.isVisible()) {
    await button.focus({ timeout: 2_000 }).then(() => page.keyboard.press('Enter')).catch(() => undefined);
  }
  await expect(dashboard).toBeVisible();
}

async function expectNoPricing(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).focus();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search or jump to' });
  // Typed only once the palette's field has the focus: keys pressed while it opens would go elsewhere.
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('Pri');
  await expect(palette.getByRole('option', { name: 'Pricing' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const refused = await page.request.get('/trpc/admin.pricing.settings');
  expect(refused.status()).toBe(403);
}

async function deactivate(page: Page, staff: Account) {
  await page.goto('/admin/settings');
  const team = page.getByRole('grid', { name: 'Team members' });
  const row = team.getByRole('row', { name: new RegExp(staff.name) });
  await row.getByRole('rowheader').focus();
  const button = row.getByRole('button', { name: `Deactivate ${staff.name}` });
  for (let step = 0; step < 12 && !(await button.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Deactivate ${staff.name}?` });
  await tabTo(page, dialog.getByRole('button', { name: 'Deactivate' }));
  await page.keyboard.press('Enter');
  await expect(row.getByText('Staff (deactivated)')).toBeVisible();
}

async function goToBookingsByPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search or jump to' });
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('Bookings');
  await expect(palette.getByRole('option', { name: 'Bookings' })).toBeVisible();
  await page.keyboard.press('Enter');
}

for (const width of [1280, 390]) {
  test(`the owner invites staff, who joins, adds a passkey, signs in with it alone, and is signed out when deactivated (${width} px)`, async ({ page, browser, ownServer }, testInfo) => {
    // Two browsers and four screens in one story: three times the usual budget, for a full run on two busy cores.
    test.slow();
    const viewport = { width, height: 900 };
    await page.setViewportSize(viewport);
    const owner = await createOwner('Leilani Kahale', ownServer);
    // Both widths share the spec's server, and so its team: each invites someone of its own.
    const staff = newAccount(width === 1280 ? 'Kai Makoa' : 'Noe Akana');
    await signInAsOwner(page, owner);
    await invite(page, staff.email);
    await expectNoAxeViolations(page);
    const link = await invitationLinkFor(ownServer, staff.email);

    const staffContext: BrowserContext = await browser.newContext({ baseURL: ownServer.publicUrl, viewport, extraHTTPHeaders: visitorHeaders(testInfo, 1) });
    try {
      const staffPage = await staffContext.newPage();
      await addVirtualAuthenticator(staffPage);
      await join(staffPage, link, staff);
      await expectNoPricing(staffPage);

      await addPasskey(staffPage, 'Work laptop');
      await openAccountMenuItem(staffPage, 'Your account');
      await expectNoAxeViolations(staffPage);
      await signOut(staffPage);
      await signInWithPasskey(staffPage);
      await expectNoAxeViolations(staffPage);

      await deactivate(page, staff);
      await expectNoAxeViolations(page);
      // The staff member's open page has done nothing since: its next call is refused and it leaves for the sign-in.
      await goToBookingsByPalette(staffPage);
      await expect(staffPage).toHaveURL(/\/auth$/);
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Owner & staff sign-in' })).toBeVisible();
      const again = await staffPage.request.post('/api/login', { data: { email: staff.email, password: staff.password } });
      expect(again.ok()).toBe(false);
    } finally {
      await staffContext.close();
    }
  });
}

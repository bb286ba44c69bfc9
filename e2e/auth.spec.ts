import { expect, test, type Page } from './fixtures/test';
import { newAccount, removeAllAccounts, signInAsOwner, typeNewAccount } from './fixtures/auth';

// Each test makes the accounts it needs: its own owner (the `owner` fixture), or none at all for the first registration.

async function fill(page: Page, form: string, values: Record<string, string>) {
  const scope = page.getByRole('form', { name: form });
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: true }).fill(value);
  return scope;
}

test('admin pages send a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Owner & staff sign-in' })).toBeVisible();
});

test('the first account becomes the owner, by keyboard alone', async ({ page }) => {
  // Only meaningful on a database without accounts: whatever other tests made is cleared first.
  await removeAllAccounts();
  const owner = newAccount('Leilani Kahale');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('the first account becomes the owner')).toBeVisible();
  await typeNewAccount(page, owner);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Your admin account has been created successfully.')).toBeVisible();
  await expect(page.getByText('Welcome!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
});

test('form errors are shown per field before anything is sent', async ({ page }) => {
  await page.goto('/auth');
  const form = await fill(page, 'Sign in', { Email: 'not-an-email' });
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
});

test('wrong password: "Login failed" with the server message; right password: "Welcome back!"', async ({ page, owner }) => {
  await page.goto('/auth');
  let form = await fill(page, 'Sign in', { Email: owner.email, Password: 'not the password' });
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  form = await fill(page, 'Sign in', { Email: owner.email, Password: owner.password });
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('You have been successfully logged in.')).toBeVisible();
  // Keyboard and screen reader users start at the top of the Dashboard, not at the end of a form that is gone.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
});

test('logout ends the session and hides the admin link', async ({ page, owner }) => {
  await page.goto('/auth');
  const form = await fill(page, 'Sign in', { Email: owner.email, Password: owner.password });
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The admin's own frame signs out from its account menu.
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('a stranger cannot register; an invited person can', async ({ page, browser, owner }) => {
  // Two browsers and some 25 steps: 24–32 s at a load average of 15–19 on two cores (every step 0.3–2.8 s), about a third of that on a quiet machine.
  test.slow();
  const kai = newAccount('Kai Akana');
  const stranger = await browser.newPage();
  await stranger.goto('/auth');
  await stranger.getByRole('tab', { name: 'Create account' }).click();
  let form = await fill(stranger, 'Create account', {
    Name: 'Mallory',
    Email: 'mallory@example.com',
    Password: 'let me in please',
    'Invitation code': 'guessed-code',
  });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(stranger.getByText('Registration failed')).toBeVisible();
  await expect(stranger.getByText('This invitation code is not valid. Ask the owner for a new invitation.')).toBeVisible();

  // The owner's own sign-in has its tests above: here the session is set through the API, as fixtures do.
  await signInAsOwner(page, owner);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('textbox', { name: /^Their email/ }).fill(kai.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const code = (await page.getByTestId('invitation-code').textContent())!.trim();
  expect(code.length).toBeGreaterThan(16);

  form = await fill(stranger, 'Create account', {
    Name: kai.name,
    Email: kai.email,
    Password: 'paddle-out-at-dawn',
    'Invitation code': code,
  });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(stranger).toHaveURL(/\/admin$/);
  await expect(stranger.getByText('You are signed in as staff.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('gridcell', { name: kai.email }).first()).toBeVisible();
  await stranger.close();
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { enterValue } from '../../test/enter-value';
import { fail, renderWithApi } from '../../test/admin-test-kit';
import { AuthContext, type AuthState } from './auth-provider';
import { LoginForm } from './login-form';

const WRONG = 'That code is not right. Check your app (or use a recovery code) and try again.';
const withTwoFactor: AuthState = {
  user: null,
  isLoading: false,
  login: async () => ({ secondStep: 'code' }),
  register: async () => Promise.reject(new Error('unused')),
  logout: async () => undefined,
  isLoggingOut: false,
};

function renderLogin() {
  const location = memoryLocation({ path: '/auth', record: true });
  const view = renderWithApi(
    <Router hook={location.hook}>
      <AuthContext.Provider value={withTwoFactor}>
        <LoginForm />
      </AuthContext.Provider>
    </Router>,
    {
      'auth.verifySignInCode': ({ code }) => (code === '123456' ? { id: 'u1', name: 'Kai', email: 'kai@example.com', role: 'staff' } : fail(401, WRONG, { code: [WRONG] })),
    },
  );
  return { ...view, location };
}

describe('the code step of a sign-in with two-factor', () => {
  it('asks for the code after a right password, with the focus in the code field', async () => {
    const user = userEvent.setup();
    renderLogin();
    screen.getByRole('button', { name: 'Sign in with a passkey' });
    await enterValue(user, screen.getByLabelText('Email'), 'kai@example.com');
    await enterValue(user, screen.getByLabelText('Password'), 'a long enough password');
    await user.keyboard('{Enter}');
    const code = await screen.findByRole('textbox', { name: 'Code' });
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it("shows the server's sentence for a wrong code, and opens the admin with the right one", async () => {
    const user = userEvent.setup();
    const { calls, location } = renderLogin();
    await enterValue(user, screen.getByLabelText('Email'), 'kai@example.com');
    await enterValue(user, screen.getByLabelText('Password'), 'a long enough password');
    await user.keyboard('{Enter}');
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await enterValue(user, code, '000000');
    await user.keyboard('{Enter}');
    await screen.findByText(WRONG);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await enterValue(user, code, '123 456');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin'));
    expect(calls('auth.verifySignInCode')).toEqual([{ code: '000000' }, { code: '123456' }]);
  });
});

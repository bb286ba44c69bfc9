import { screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../test/admin-test-kit';
import { AuthContext, type AuthState } from '../features/auth/auth-provider';
import AuthPage from './auth-page';

const signedOut: AuthState = {
  user: null,
  isLoading: false,
  login: async () => Promise.reject(new Error('unused')),
  register: async () => Promise.reject(new Error('unused')),
  logout: async () => undefined,
  isLoggingOut: false,
};

function renderAt(path: string, handlers: Parameters<typeof renderWithApi>[1] = {}) {
  const location = memoryLocation({ path });
  return renderWithApi(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AuthContext.Provider value={signedOut}>
        <AuthPage />
      </AuthContext.Provider>
    </Router>,
    handlers,
  );
}

describe('AuthPage', () => {
  it('offers "Forgot your password?" under the sign-in form', () => {
    renderAt('/auth');
    screen.getByRole('form', { name: 'Sign in' });
    screen.getByRole('button', { name: 'Forgot your password?' });
  });

  it('opens "Choose a new password" from the link in the reset e-mail', () => {
    renderAt('/auth?reset=abc123');
    screen.getByRole('heading', { level: 1, name: 'Choose a new password' });
    screen.getByRole('form', { name: 'Choose a new password' });
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
  });

  it('opens "Create account" with the code filled in from the link in an invitation e-mail', async () => {
    renderAt('/auth?invitation=the-invitation-code', { 'auth.registrationStatus': () => ({ invitationRequired: true }) });
    const form = screen.getByRole('form', { name: 'Create account' });
    expect((await within(form).findByRole('textbox', { name: 'Invitation code' })).getAttribute('value')).toBe('the-invitation-code');
  });

  it('confirms a new e-mail address from the link sent to it, once', async () => {
    const api = renderAt('/auth?email-change=the-token', { 'auth.confirmEmailChange': () => ({ email: 'leilani@example.com' }) });
    screen.getByRole('heading', { level: 1, name: 'Confirm your new e-mail address' });
    await screen.findByText('Your e-mail address is now leilani@example.com. Use it to sign in from now on.');
    expect(api.inputsOf('auth.confirmEmailChange')).toEqual([{ token: 'the-token' }]);
  });
});

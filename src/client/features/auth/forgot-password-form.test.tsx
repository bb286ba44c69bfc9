import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '../../../shared/auth/auth.schemas';
import { fail, renderWithApi } from '../../test/admin-test-kit';
import { ForgotPassword } from './forgot-password-form';

describe('ForgotPassword', () => {
  it('opens from a labelled, keyboard-reachable button and shows the server sentence once sent', async () => {
    const api = renderWithApi(<ForgotPassword />, { 'auth.requestPasswordReset': () => ({ message: PASSWORD_RESET_REQUESTED_MESSAGE }) });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Forgot your password?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.type(screen.getByLabelText('Email'), 'Owner@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_REQUESTED_MESSAGE);
    expect(api.calls('auth.requestPasswordReset')).toEqual([{ email: 'owner@example.com' }]);
  });

  it('checks the address with the shared schema before asking the server', async () => {
    const api = renderWithApi(<ForgotPassword />, { 'auth.requestPasswordReset': () => ({ message: PASSWORD_RESET_REQUESTED_MESSAGE }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByText('Enter a valid email address');
    expect(api.calls('auth.requestPasswordReset')).toEqual([]);
  });

  it('says so when the request is refused', async () => {
    renderWithApi(<ForgotPassword />, { 'auth.requestPasswordReset': () => fail(429, 'Too many requests. Please wait a moment and try again.') });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please wait a moment and try again.');
  });
});

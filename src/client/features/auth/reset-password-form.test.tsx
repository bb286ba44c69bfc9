import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import type { Handlers } from '../../test/trpc-harness';
import { fail, renderWithApi } from '../../test/admin-test-kit';
import { ResetPasswordForm } from './reset-password-form';

const user = { id: 'u1', name: 'Leilani', email: 'owner@example.com', role: 'owner' as const };

function renderForm(answers: Handlers) {
  const location = memoryLocation({ path: '/auth?reset=the-token', record: true });
  const api = renderWithApi(
    <Router hook={location.hook}>
      <ResetPasswordForm token="the-token" />
    </Router>,
    answers,
  );
  return { api, location };
}

async function choose(password: string, confirm: string) {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('New password'), password);
  await person.type(screen.getByLabelText('Confirm new password'), confirm);
  await person.click(screen.getByRole('button', { name: 'Save and sign in' }));
}

describe('ResetPasswordForm', () => {
  it('sends the token and the new password, then opens the admin area like a sign-in', async () => {
    const { api, location } = renderForm({ 'auth.resetPassword': () => user });
    await choose('a brand new beach password', 'a brand new beach password');
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
    expect(api.calls('auth.resetPassword')).toEqual([{ token: 'the-token', password: 'a brand new beach password' }]);
  });

  it('refuses a short password or one typed differently twice, without asking the server', async () => {
    const { api } = renderForm({ 'auth.resetPassword': () => user });
    await choose('short', 'short');
    await screen.findByText('Password must be at least 12 characters');
    await userEvent.setup().clear(screen.getByLabelText('New password'));
    await choose('a brand new beach password', 'a different beach password');
    await screen.findByText('The passwords do not match');
    expect(api.calls('auth.resetPassword')).toEqual([]);
  });

  it('shows the server sentence for a spent or expired link', async () => {
    const message = 'This password reset link has expired or was already used. Ask for a new one.';
    const { location } = renderForm({ 'auth.resetPassword': () => fail(400, message, { token: [message] }) });
    await choose('a brand new beach password', 'a brand new beach password');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(location.history.at(-1)).toBe('/auth?reset=the-token');
  });
});

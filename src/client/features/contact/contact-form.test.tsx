import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, renderWithApi } from '../../test/admin-test-kit';
import { ContactForm } from './contact-form';

afterEach(() => {
  vi.useRealTimers();
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ruth Ellis');
  await user.type(screen.getByLabelText('Email'), 'ruth@example.com');
  await user.type(screen.getByLabelText('Message'), 'Can we bring our kayak?');
}

describe('ContactForm', () => {
  it('fetches a form token when shown and sends it with the message', async () => {
    let issued = 0;
    const api = renderWithApi(<ContactForm />, {
      'contact.formToken': () => ({ token: `token-${++issued}` }),
      'contact.send': () => ({ ok: true }),
    });
    await waitFor(() => expect(api.calls('contact.formToken')).toHaveLength(1));
    // The person takes longer than three seconds to write.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_000);
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('heading', { name: 'Mahalo, your message is on its way' });
    expect(api.calls('contact.send')).toEqual([
      { name: 'Ruth Ellis', email: 'ruth@example.com', message: 'Can we bring our kayak?', website: '', formToken: 'token-1' },
    ]);
  });

  it('shows the field messages and sends nothing while the form is incomplete', async () => {
    const api = renderWithApi(<ContactForm />, { 'contact.formToken': () => ({ token: 'token' }), 'contact.send': () => ({ ok: true }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Name is required');
    expect(api.calls('contact.send')).toEqual([]);
  });

  it('says so when the form token cannot be had, instead of pretending the message went', async () => {
    const api = renderWithApi(<ContactForm />, { 'contact.formToken': () => fail(503, 'down'), 'contact.send': () => ({ ok: true }) });
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Your message could not be sent/);
    expect(api.calls('contact.send')).toEqual([]);
  });
});

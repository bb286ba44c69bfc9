import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { LiveStatus } from '../../shared/setup/live-status.schemas';
import { renderWithTrpc } from '../test/trpc-harness';
import { NotLiveBanner } from './not-live-banner';
import { notLiveNotices } from './not-live-notices';

/** The banner where the wing draws it, under /admin, over a server reporting `status`. */
function renderBanner(status: LiveStatus) {
  const memory = memoryLocation({ path: '/admin/reviews' });
  return renderWithTrpc(
    <Router hook={memory.hook}>
      <Route path="/admin" nest>
        <NotLiveBanner />
      </Route>
    </Router>,
    { 'admin.setup.status': () => status },
  );
}

describe('the banner of what is not live', () => {
  it('says that guests are not charged and e-mail waits, links to the outbox, and tells what it means and how to set each up behind a disclosure', async () => {
    renderBanner({ payments: 'demo', email: 'outbox' });
    const banner = await screen.findByRole('region', { name: 'Not live yet' });
    within(banner).getByText('Demo payment mode: guests are not charged.');
    within(banner).getByText('E-mail is not sent: no mail server is set up.');
    expect(within(banner).getByRole('link', { name: 'Open the outbox' }).getAttribute('href')).toBe('/admin/emails');

    // Opened by keyboard in the e2e (jsdom does not toggle <details>).
    const [payments, email] = within(banner).getAllByText('What it means and how to set it up').map((summary) => summary.closest('details')!);
    expect(payments!.open).toBe(false);
    within(payments!).getByText('Checkout accepts a pretend card and confirms the booking, but no money is taken and none reaches you.');
    within(payments!).getByText(/^Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET on the server and restart it/);
    within(email!).getByText(/^Set SMTP_URL \(smtp:\/\/user:password@host:587, or smtps:\/\/\) and MAIL_FROM on the server and restart it/);
  });

  it('names only what is not live: demo payments with a mail server', async () => {
    renderBanner({ payments: 'demo', email: 'smtp' });
    const banner = await screen.findByRole('region', { name: 'Not live yet' });
    within(banner).getByText('Demo payment mode: guests are not charged.');
    expect(within(banner).queryByText('E-mail is not sent: no mail server is set up.')).toBeNull();
  });

  it('has nothing to say when payments and e-mail are live', () => {
    expect(notLiveNotices({ payments: 'live', email: 'smtp' })).toEqual([]);
    expect(notLiveNotices({ payments: 'live', email: 'outbox' }).map((notice) => notice.id)).toEqual(['email']);
  });
});

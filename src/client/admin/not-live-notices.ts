import type { LiveStatus } from '../../shared/setup/live-status.schemas';

/** One thing the site does not do for real yet: what it means for the owner, and how to make it live. */
export interface NotLiveNotice {
  id: 'payments' | 'email';
  title: string;
  meaning: string;
  /** Where the owner sees its effect in the admin, if anywhere. */
  link?: { href: string; label: string };
  setUp: string;
}

/** The banners every admin screen shows while payments are in demo mode or e-mail has no mail server. */
export function notLiveNotices(status: LiveStatus): NotLiveNotice[] {
  const notices: NotLiveNotice[] = [];
  if (status.payments === 'demo') {
    notices.push({
      id: 'payments',
      title: 'Demo payment mode: guests are not charged.',
      meaning: 'Checkout accepts a pretend card and confirms the booking, but no money is taken and none reaches you.',
      setUp:
        'Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET on the server and restart it; Stripe sends its webhooks to /api/stripe/webhook. The README’s Configuration section lists every setting.',
    });
  }
  if (status.email === 'outbox') {
    notices.push({
      id: 'email',
      title: 'E-mail is not sent: no mail server is set up.',
      meaning: 'Confirmations, password reset links and alerts wait in the outbox and reach nobody until a mail server is set up.',
      link: { href: '/emails', label: 'Open the outbox' },
      setUp:
        'Set SMTP_URL (smtp://user:password@host:587, or smtps://) and MAIL_FROM on the server and restart it; the messages waiting are then sent. The README’s Configuration section lists every setting.',
    });
  }
  return notices;
}

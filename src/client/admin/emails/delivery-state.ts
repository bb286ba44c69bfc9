import type { OutboxEmail } from '../../../shared/contact/contact.schemas';
import { FLAG_AFTER_ATTEMPTS } from '../../../shared/contact/contact.rules';

/** How an e-mail's delivery stands, in the owner's words: the outbox's Status column and the opened message say the same. */
export function deliveryState(email: OutboxEmail): string {
  if (email.status === 'sent') return 'Sent';
  if (email.attempts >= FLAG_AFTER_ATTEMPTS) return `Failing (${email.attempts} tries): ${email.lastError ?? ''}`;
  if (email.attempts > 0) return `Retrying (${email.attempts} tries)`;
  return 'Waiting to send';
}

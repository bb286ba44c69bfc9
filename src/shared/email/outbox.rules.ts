import type { OutboxStatus } from './outbox.schemas';

interface Delivery {
  status: 'pending' | 'sent';
  attempts: number;
}

/** Waiting (not tried yet), Failing (tried and failed, tried again on its own) or Sent. */
export function outboxStatusOf(email: Delivery): OutboxStatus {
  if (email.status === 'sent') return 'sent';
  return email.attempts > 0 ? 'failing' : 'waiting';
}

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = { waiting: 'Waiting', failing: 'Failing', sent: 'Sent' };

/** The status in the owner's words, the list's and the opened e-mail's: "Failing — 3 attempts". */
export function outboxStatusWords(email: Delivery): string {
  const status = outboxStatusOf(email);
  if (status !== 'failing') return OUTBOX_STATUS_LABELS[status];
  return `Failing — ${email.attempts} ${email.attempts === 1 ? 'attempt' : 'attempts'}`;
}

/**
 * E-mails that carry a link into someone's account (a password reset, an invitation, an address change): they
 * go again only to the address they were for, so resending cannot hand an account's link to someone else.
 */
const BOUND_TO_ADDRESS = new Set(['password-reset', 'invitation', 'email-change']);

export function resendMayChangeAddress(kind: string): boolean {
  return !BOUND_TO_ADDRESS.has(kind);
}

/** A kind of e-mail in words: its template's name when it has one, else the kind itself made readable. */
export function outboxKindLabel(kind: string, templateLabels: Readonly<Record<string, string>>): string {
  const label = templateLabels[kind] ?? templateLabels[kind.replaceAll('-', '_')] ?? templateLabels[kind.replaceAll('_', '-')];
  if (label) return label;
  const words = kind.replaceAll(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

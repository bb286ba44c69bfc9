import { formatUsd } from '../lib/money';
import type { RecordedPaymentKind } from './recorded-payment.schemas';

/** A booking's money as the ledger rules need it. */
export interface BookingMoney {
  /** The status the owner sees ('confirmed', 'cancelled', …). */
  status: string;
  totalCents: number;
  /** Everything received: online and recorded by hand. */
  paidCents: number;
  refundedCents: number;
}

export interface LedgerEntry {
  kind: RecordedPaymentKind;
  amountCents: number;
  voided: boolean;
}

/** An entry as the rules count it, from the stored row or the admin's copy (void when it has a void time). */
export function ledgerEntryOf(entry: { kind: RecordedPaymentKind; amountCents: number; voidedAt?: Date | string | null }): LedgerEntry {
  return { kind: entry.kind, amountCents: entry.amountCents, voided: entry.voidedAt != null };
}

/** What the guest still owes: the total less what was paid. A refund given back does not make the stay owe again. */
export function dueCents(booking: Pick<BookingMoney, 'totalCents' | 'paidCents'>): number {
  return Math.max(0, booking.totalCents - booking.paidCents);
}

/** Recorded payments less recorded refunds, void entries left out: what can be given back by hand. */
export function refundableByHand(booking: Pick<BookingMoney, 'paidCents' | 'refundedCents'>, entries: readonly LedgerEntry[]): number {
  const net = entries.filter((entry) => !entry.voided).reduce((sum, entry) => sum + (entry.kind === 'payment' ? entry.amountCents : -entry.amountCents), 0);
  return Math.max(0, Math.min(net, booking.paidCents - booking.refundedCents));
}

/** What can be recorded now, each with the most it may be: a payment while something is due on a confirmed booking, a refund while money recorded by hand is left. */
export function recordableKinds(booking: BookingMoney, entries: readonly LedgerEntry[]): { kind: RecordedPaymentKind; limitCents: number }[] {
  const kinds: { kind: RecordedPaymentKind; limitCents: number }[] = [];
  const due = dueCents(booking);
  if (booking.status === 'confirmed' && due > 0) kinds.push({ kind: 'payment', limitCents: due });
  const refundable = refundableByHand(booking, entries);
  if (refundable > 0) kinds.push({ kind: 'refund', limitCents: refundable });
  return kinds;
}

/** Why an entry cannot be made: about the amount asked for (the form's field), or about the booking as it stands. */
export interface LedgerProblem {
  message: string;
  field?: 'amountCents';
}

/** Why this payment or refund cannot be recorded, or null when it can. */
export function recordProblem(booking: BookingMoney, entries: readonly LedgerEntry[], entry: { kind: RecordedPaymentKind; amountCents: number }): LedgerProblem | null {
  if (entry.kind === 'payment') {
    if (booking.status !== 'confirmed') return { message: `Payments can be recorded on confirmed bookings only; this one is ${booking.status}.` };
    const due = dueCents(booking);
    if (due === 0) return { message: 'Nothing is due on this booking.' };
    if (entry.amountCents > due) return { message: `The payment cannot be more than what is still due (${formatUsd(due)})`, field: 'amountCents' };
    return null;
  }
  const refundable = refundableByHand(booking, entries);
  if (refundable === 0) return { message: 'No payment recorded by hand is left to refund. An online payment is refunded with Refund.' };
  if (entry.amountCents > refundable) {
    return { message: `The refund cannot be more than the payments recorded by hand less their refunds (${formatUsd(refundable)})`, field: 'amountCents' };
  }
  return null;
}

/** Why this entry cannot be voided, or null when it can. A payment whose money was partly given back keeps its refunds first. */
export function voidProblem(booking: BookingMoney, entries: readonly LedgerEntry[], entry: LedgerEntry): string | null {
  if (entry.voided) return 'This entry is already void.';
  if (entry.kind === 'refund') return null;
  const left = refundableByHand(booking, entries);
  if (entry.amountCents > left || booking.paidCents - entry.amountCents < booking.refundedCents) {
    return 'Void the refunds given back from this payment first: more would be refunded than was paid.';
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { dueCents, ledgerEntryOf, recordableKinds, recordProblem, refundableByHand, voidProblem, type BookingMoney, type LedgerEntry } from './recorded-payment.rules';

const confirmed = (paidCents: number, refundedCents = 0): BookingMoney => ({ status: 'confirmed', totalCents: 100_000, paidCents, refundedCents });
const payment = (amountCents: number, voided = false): LedgerEntry => ({ kind: 'payment', amountCents, voided });
const refund = (amountCents: number, voided = false): LedgerEntry => ({ kind: 'refund', amountCents, voided });

describe('dueCents', () => {
  it('is the total less what was paid, never below nothing', () => {
    expect(dueCents(confirmed(30_000))).toBe(70_000);
    expect(dueCents(confirmed(120_000))).toBe(0);
  });
});

describe('refundableByHand', () => {
  it('is the recorded payments less recorded refunds, void entries left out', () => {
    expect(refundableByHand(confirmed(50_000, 10_000), [payment(50_000), refund(10_000), refund(5_000, true)])).toBe(40_000);
  });

  it('never counts an online payment, which is refunded through its provider', () => {
    expect(refundableByHand(confirmed(100_000), [])).toBe(0);
    expect(refundableByHand(confirmed(100_000), [payment(20_000)])).toBe(20_000);
  });

  it('is held to what was paid less what was refunded in all', () => {
    expect(refundableByHand(confirmed(20_000, 15_000), [payment(20_000)])).toBe(5_000);
  });
});

describe('ledgerEntryOf', () => {
  it('counts an entry as void once it has a void time, from the row or the admin copy', () => {
    expect(ledgerEntryOf({ kind: 'payment', amountCents: 500, voidedAt: null })).toEqual(payment(500));
    expect(ledgerEntryOf({ kind: 'refund', amountCents: 200, voidedAt: '2026-11-20T10:00:00.000Z' })).toEqual(refund(200, true));
    expect(ledgerEntryOf({ kind: 'payment', amountCents: 300, voidedAt: new Date() })).toEqual(payment(300, true));
    expect(ledgerEntryOf({ kind: 'payment', amountCents: 300 })).toEqual(payment(300));
  });
});

describe('recordableKinds', () => {
  it('offers a payment up to what is due and a refund up to the money recorded by hand', () => {
    expect(recordableKinds(confirmed(30_000), [payment(30_000)])).toEqual([
      { kind: 'payment', limitCents: 70_000 },
      { kind: 'refund', limitCents: 30_000 },
    ]);
  });

  it('offers nothing to pay on a paid or cancelled booking, and no refund without recorded money', () => {
    expect(recordableKinds(confirmed(100_000), [])).toEqual([]);
    expect(recordableKinds({ ...confirmed(0), status: 'cancelled' }, [])).toEqual([]);
    expect(recordableKinds({ ...confirmed(20_000), status: 'cancelled' }, [payment(20_000)])).toEqual([{ kind: 'refund', limitCents: 20_000 }]);
  });
});

describe('recordProblem', () => {
  it('takes a payment up to what is due on a confirmed booking', () => {
    expect(recordProblem(confirmed(30_000), [], { kind: 'payment', amountCents: 70_000 })).toBeNull();
    expect(recordProblem(confirmed(30_000), [], { kind: 'payment', amountCents: 70_001 })).toEqual({ message: 'The payment cannot be more than what is still due ($700.00)', field: 'amountCents' });
  });

  it('refuses a payment when nothing is due or the booking is not confirmed', () => {
    expect(recordProblem(confirmed(100_000), [], { kind: 'payment', amountCents: 1 })).toEqual({ message: 'Nothing is due on this booking.' });
    expect(recordProblem({ ...confirmed(0), status: 'cancelled' }, [], { kind: 'payment', amountCents: 1 })).toEqual({
      message: 'Payments can be recorded on confirmed bookings only; this one is cancelled.',
    });
  });

  it('takes a refund of recorded payments, on any status, up to what is left of them', () => {
    const cancelled = { ...confirmed(40_000), status: 'cancelled' };
    expect(recordProblem(cancelled, [payment(40_000)], { kind: 'refund', amountCents: 40_000 })).toBeNull();
    expect(recordProblem(cancelled, [payment(40_000)], { kind: 'refund', amountCents: 40_001 })).toEqual({
      message: 'The refund cannot be more than the payments recorded by hand less their refunds ($400.00)',
      field: 'amountCents',
    });
    expect(recordProblem(confirmed(100_000), [], { kind: 'refund', amountCents: 1 })).toEqual({
      message: 'No payment recorded by hand is left to refund. An online payment is refunded with Refund.',
    });
  });
});

describe('voidProblem', () => {
  it('voids a payment nothing was refunded from, and any refund', () => {
    expect(voidProblem(confirmed(50_000), [payment(50_000)], payment(50_000))).toBeNull();
    expect(voidProblem(confirmed(50_000, 10_000), [payment(50_000), refund(10_000)], refund(10_000))).toBeNull();
  });

  it('keeps a payment whose money was partly given back until its refunds are void', () => {
    expect(voidProblem(confirmed(50_000, 10_000), [payment(50_000), refund(10_000)], payment(50_000))).toBe(
      'Void the refunds given back from this payment first: more would be refunded than was paid.',
    );
  });

  it('keeps a payment when an online refund would then exceed what was paid', () => {
    expect(voidProblem(confirmed(80_000, 50_000), [payment(40_000)], payment(40_000))).toBe(
      'Void the refunds given back from this payment first: more would be refunded than was paid.',
    );
  });

  it('refuses an entry that is void already', () => {
    expect(voidProblem(confirmed(0), [payment(5_000, true)], payment(5_000, true))).toBe('This entry is already void.');
  });
});

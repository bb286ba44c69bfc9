import { describe, expect, it } from 'vitest';
import { outboxKindLabel, outboxStatusOf, outboxStatusWords, resendMayChangeAddress } from './outbox.rules';

describe('outbox status', () => {
  it.each([
    [{ status: 'pending', attempts: 0 }, 'waiting', 'Waiting'],
    [{ status: 'pending', attempts: 1 }, 'failing', 'Failing — 1 attempt'],
    [{ status: 'pending', attempts: 4 }, 'failing', 'Failing — 4 attempts'],
    [{ status: 'sent', attempts: 2 }, 'sent', 'Sent'],
  ] as const)('%o is %s, "%s"', (email, status, words) => {
    expect(outboxStatusOf(email)).toBe(status);
    expect(outboxStatusWords(email)).toBe(words);
  });
});

describe('outboxKindLabel', () => {
  const labels = { 'booking-confirmed': 'Booking confirmed', pre_arrival: 'Before arrival' };
  it('names a kind by its template, whichever separator either uses', () => {
    expect(outboxKindLabel('booking-confirmed', labels)).toBe('Booking confirmed');
    expect(outboxKindLabel('pre-arrival', labels)).toBe('Before arrival');
  });
  it('makes a kind without a template readable', () => {
    expect(outboxKindLabel('chat-host-alert', labels)).toBe('Chat host alert');
  });
});

describe('resendMayChangeAddress', () => {
  it('keeps account links to their own address', () => {
    expect(resendMayChangeAddress('password-reset')).toBe(false);
    expect(resendMayChangeAddress('invitation')).toBe(false);
    expect(resendMayChangeAddress('booking-confirmed')).toBe(true);
  });
});

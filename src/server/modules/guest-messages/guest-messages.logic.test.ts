import { describe, expect, it } from 'vitest';
import type { GuestMessageRule } from '../../../shared/emails/guest-messages.schemas';
import { honoluluInstant, planMessages } from './guest-messages.logic';

const RULES: GuestMessageRule[] = [
  { kind: 'pre_arrival', enabled: true, days: 3, hour: 16 },
  { kind: 'check_in_day', enabled: true, days: 0, hour: 9 },
  { kind: 'review_request', enabled: true, days: 1, hour: 10 },
];
const STAY = { checkIn: '2027-03-10', checkOut: '2027-03-14' };
const at = (iso: string) => new Date(iso);

describe('honoluluInstant', () => {
  it('is the Honolulu wall-clock hour (UTC−10, no daylight saving), whatever zone the process runs in', () => {
    expect(honoluluInstant('2027-03-07', 16).toISOString()).toBe('2027-03-08T02:00:00.000Z');
    expect(honoluluInstant('2027-07-15', 0).toISOString()).toBe('2027-07-15T10:00:00.000Z');
    expect(honoluluInstant('2026-12-31', 23).toISOString()).toBe('2027-01-01T09:00:00.000Z');
  });
});

describe('planMessages', () => {
  const early = at('2027-01-01T00:00:00Z');

  it('plans the defaults: 3 days before check-in at 4 pm, check-in day at 9 am, the day after check-out at 10 am', () => {
    expect(planMessages(RULES, STAY, early).map((m) => [m.kind, m.dueAt.toISOString()])).toEqual([
      ['pre_arrival', '2027-03-08T02:00:00.000Z'],
      ['check_in_day', '2027-03-10T19:00:00.000Z'],
      ['review_request', '2027-03-15T20:00:00.000Z'],
    ]);
  });

  it('follows a retimed rule and leaves out one turned off', () => {
    const rules = [{ ...RULES[0]!, days: 7, hour: 8 }, { ...RULES[1]!, enabled: false }, { ...RULES[2]!, days: 2, hour: 18 }];
    expect(planMessages(rules, STAY, early).map((m) => [m.kind, m.dueAt.toISOString()])).toEqual([
      ['pre_arrival', '2027-03-03T18:00:00.000Z'],
      ['review_request', '2027-03-17T04:00:00.000Z'],
    ]);
  });

  it('sends the pre-arrival message at once for a booking made inside its window (one day before arrival)', () => {
    const now = at('2027-03-09T21:00:00Z'); // 11 am on 9 March in Honolulu
    const plan = planMessages(RULES, STAY, now);
    expect(plan.find((m) => m.kind === 'pre_arrival')?.dueAt).toEqual(now);
    expect(plan.find((m) => m.kind === 'check_in_day')?.dueAt.toISOString()).toBe('2027-03-10T19:00:00.000Z');
  });

  it('still sends both arrival messages on the check-in day itself, and none once that day is over in Honolulu', () => {
    const lateOnArrival = at('2027-03-11T09:30:00Z'); // 11:30 pm on 10 March in Honolulu (already the 11th in UTC and Tokyo)
    expect(planMessages(RULES, STAY, lateOnArrival).map((m) => m.kind)).toEqual(['pre_arrival', 'check_in_day', 'review_request']);
    const nextDay = at('2027-03-11T10:00:00Z'); // midnight, 11 March in Honolulu
    expect(planMessages(RULES, STAY, nextDay).map((m) => m.kind)).toEqual(['review_request']);
  });

  it('asks a stay entered after its check-out for a review at once, but not one that ended over two weeks ago', () => {
    const soon = at('2027-03-20T00:00:00Z');
    expect(planMessages(RULES, STAY, soon)).toEqual([{ kind: 'review_request', dueAt: soon }]);
    expect(planMessages(RULES, STAY, at('2027-03-29T10:00:00Z'))).toEqual([]);
  });
});

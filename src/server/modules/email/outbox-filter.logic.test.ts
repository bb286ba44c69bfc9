import { describe, expect, it } from 'vitest';
import { containsPattern, outboxWhere } from './outbox-filter.logic';

describe('outboxWhere', () => {
  it('is empty without filters, so the list is every e-mail', () => {
    expect(outboxWhere({})).toEqual({ sql: '', params: [] });
  });

  it.each([
    ['sent', `where status = 'sent'`],
    ['waiting', `where status = 'pending' and attempts = 0`],
    ['failing', `where status = 'pending' and attempts > 0`],
  ] as const)('reads status %s as %s', (status, sql) => {
    expect(outboxWhere({ status })).toEqual({ sql, params: [] });
  });

  it('joins every filter with and, in the order of its parameters', () => {
    const where = outboxWhere({ status: 'sent', recipient: 'Guest', kind: 'booking-confirmed', from: '2026-11-01', to: '2026-11-30' });
    expect(where.sql).toBe(
      `where status = 'sent' and lower("to") like ? and kind = ? and created_at >= (?::date)::timestamp at time zone 'Pacific/Honolulu' and created_at < (?::date + 1)::timestamp at time zone 'Pacific/Honolulu'`,
    );
    expect(where.params).toEqual(['%guest%', 'booking-confirmed', '2026-11-01', '2026-11-30']);
  });
});

describe('containsPattern', () => {
  it('lower-cases and takes LIKE wildcards literally', () => {
    expect(containsPattern('A_B%c\\')).toBe('%a\\_b\\%c\\\\%');
  });
});

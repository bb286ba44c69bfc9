import { describe, expect, it } from 'vitest';
import { auditChanges, auditChangesText, auditValueText } from './audit.rules';

describe('auditChanges', () => {
  it('lists the fields of both sides by name, a missing side as null', () => {
    expect(auditChanges({ value: 10, code: 'A' }, { value: 15, max_uses: 3 })).toEqual([
      { field: 'code', before: 'A', after: null },
      { field: 'max_uses', before: null, after: 3 },
      { field: 'value', before: 10, after: 15 },
    ]);
  });

  it('reads a created row (no before) and an event without fields', () => {
    expect(auditChanges(null, { email: 'a@example.com' })).toEqual([{ field: 'email', before: null, after: 'a@example.com' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('auditChangesText', () => {
  it('writes each change as "field: before → after", objects as JSON and nothing as a dash', () => {
    expect(auditValueText({ from: '2026-12-01' })).toBe('{"from":"2026-12-01"}');
    expect(auditChangesText([
      { field: 'note', before: null, after: 'Painting' },
      { field: 'value', before: 10, after: 15 },
    ])).toBe('note: — → Painting; value: 10 → 15');
  });
});

import { describe, expect, it } from 'vitest';
import { isFeedStale } from './feed-status.logic';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('isFeedStale', () => {
  it.each([
    ['synced a minute ago', hoursAgo(0.02), hoursAgo(500), false],
    ['synced 2 h 59 min ago', hoursAgo(2.98), hoursAgo(500), false],
    ['last good sync 3 h 1 min ago', hoursAgo(3.02), hoursAgo(500), true],
    ['last good sync yesterday', hoursAgo(24), hoursAgo(500), true],
    ['never synced, added an hour ago', null, hoursAgo(1), false],
    ['never synced, added four hours ago', null, hoursAgo(4), true],
  ])('%s → %s', (_name, lastSuccessAt, createdAt, expected) => {
    expect(isFeedStale({ lastSuccessAt, createdAt }, now)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../shared/lib/html';
import { retryDelayMs } from './outbox.logic';

describe('retryDelayMs', () => {
  it('starts at 30 s, doubles, and never gives up past an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('escapeHtml', () => {
  it('neutralises markup in guest text', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;');
  });
});

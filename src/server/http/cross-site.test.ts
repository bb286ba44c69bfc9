import { describe, expect, it } from 'vitest';
import { isCrossSite } from './cross-site';

const ours = ['https://kaneohebayhouse.com', 'http://127.0.0.1:5000'];

describe('isCrossSite', () => {
  it.each([
    [{ secFetchSite: 'same-origin' }, false],
    [{ secFetchSite: 'none' }, false],
    [{ secFetchSite: 'same-site' }, true],
    [{ secFetchSite: 'cross-site' }, true],
    [{ secFetchSite: 'Cross-Site', origin: 'https://kaneohebayhouse.com' }, true],
    [{ origin: 'https://kaneohebayhouse.com' }, false],
    [{ origin: 'HTTPS://KANEOHEBAYHOUSE.COM' }, false],
    [{ origin: 'http://127.0.0.1:5000' }, false],
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'null' }, true],
    [{ origin: 'https://kaneohebayhouse.com.evil.example' }, true],
    [{}, false],
  ])('%o → %s', (headers, expected) => {
    expect(isCrossSite(headers, ours)).toBe(expected);
  });
});

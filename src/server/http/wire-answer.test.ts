import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { toWireAnswer, wireBody } from './wire-answer';

describe('toWireAnswer', () => {
  const value = { title: 'Kaneohe Bay Beach House', rooms: [1, 2, 3], note: 'Aloha ʻāina' };

  it('holds the bytes res.json would send, and both compressions of them', () => {
    const answer = toWireAnswer(value);
    expect(answer.identity.toString('utf8')).toBe(JSON.stringify(value));
    expect(brotliDecompressSync(answer.br).equals(answer.identity)).toBe(true);
    expect(gunzipSync(answer.gzip).equals(answer.identity)).toBe(true);
  });

  it('gives equal answers one strong ETag and different answers different ones', () => {
    expect(toWireAnswer(value).etag).toBe(toWireAnswer({ ...value }).etag);
    expect(toWireAnswer({ ...value, note: 'changed' }).etag).not.toBe(toWireAnswer(value).etag);
    expect(toWireAnswer(value).etag).toMatch(/^"[\w-]{27}"$/);
  });
});

describe('wireBody', () => {
  const answer = toWireAnswer({ a: 1 });
  it('sends the encoding the client accepts, plain when it accepts neither', () => {
    expect(wireBody(answer, 'br')).toEqual({ encoding: 'br', body: answer.br });
    expect(wireBody(answer, 'gzip')).toEqual({ encoding: 'gzip', body: answer.gzip });
    expect(wireBody(answer, false)).toEqual({ encoding: 'identity', body: answer.identity });
  });
});

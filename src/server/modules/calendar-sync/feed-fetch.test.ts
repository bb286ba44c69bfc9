import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_FETCH_ERRORS, fetchFeedText } from './feed-fetch';
import type { FeedNetwork } from './feed-network';
import { FEED_HOST, feedServerNetwork, startFeedServer, type FeedServer } from '../../../test/feed-server';

// The probe's internal page (F7): its text must never come back to the owner.
const SECRET = 'SECRET-INTERNAL-TOKEN-12345 internal admin page';
const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer();
  server.serve('/internal', { body: SECRET, contentType: 'text/plain' });
  server.serve('/feed.ics', { body: CALENDAR });
});
afterAll(() => server.close());

/** The sentence a fetch fails with; nothing else may escape it. */
async function failure(url: string, network?: FeedNetwork, limits = {}): Promise<string> {
  try {
    await fetchFeedText(url, limits, network);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${url} was fetched`);
}

describe('the production guard (no network given)', () => {
  it.each([
    ['127.0.0.1', (port: number) => `http://127.0.0.1:${port}/internal`],
    ['a decimal address', (port: number) => `http://2130706433:${port}/internal`],
    ['a hex short form', (port: number) => `http://0x7f.1:${port}/internal`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/internal`],
    ['IPv4-mapped IPv6', (port: number) => `http://[::ffff:127.0.0.1]:${port}/internal`],
    ['localhost (a name resolving to loopback)', (port: number) => `http://localhost:${port}/internal`],
    ['the metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['the AWS IPv6 metadata service', () => 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['a private network', () => 'http://10.0.0.1/calendar.ics'],
  ])('refuses %s before connecting, and says so in a fixed sentence', async (_name, url) => {
    const before = server.stats('/internal').hits;
    expect(await failure(url(server.port))).toBe(FEED_FETCH_ERRORS.privateAddress);
    expect(server.stats('/internal').hits).toBe(before);
  });

  it.each([
    ['a private address', [{ address: '192.168.1.20', family: 4 }]],
    ['CGNAT', [{ address: '100.64.3.4', family: 4 }]],
    ['link-local IPv6', [{ address: 'fe80::1', family: 6 }]],
    ['a public and a private address at once', [{ address: '93.184.215.14', family: 4 }, { address: '127.0.0.1', family: 4 }]],
  ])('refuses a name that resolves to %s', async (_name, addresses) => {
    const network: FeedNetwork = { resolve: async () => addresses };
    expect(await failure('https://metadata.google.internal/computeMetadata/v1/', network)).toBe(FEED_FETCH_ERRORS.privateAddress);
  });
});

describe('redirects', () => {
  it.each([
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', '[::1]'],
    ['a private network', 'http://192.168.0.1/'],
  ])('checks every hop again: a redirect to %s is refused', async (_name, target) => {
    const location = target.startsWith('http') ? target : `http://${target}:${server.port}/internal`;
    server.serve('/hop', { status: 302, headers: { location } });
    expect(await failure(server.url('/hop'), feedServerNetwork)).toBe(FEED_FETCH_ERRORS.privateAddress);
  });

  it('follows at most 3 redirects', async () => {
    for (const n of [1, 2, 3]) server.serve(`/r${n}`, { status: 307, headers: { location: `/r${n + 1}` } });
    server.serve('/r4', { status: 301, headers: { location: '/feed.ics' } });
    expect(await fetchFeedText(server.url('/r2'), {}, feedServerNetwork)).toBe(CALENDAR);
    expect(await failure(server.url('/r1'), feedServerNetwork)).toBe(FEED_FETCH_ERRORS.redirects);
  });

  it('refuses a redirect to another scheme', async () => {
    server.serve('/to-file', { status: 302, headers: { location: 'file:///etc/passwd' } });
    expect(await failure(server.url('/to-file'), feedServerNetwork)).toBe(FEED_FETCH_ERRORS.scheme);
  });
});

describe('the connection', () => {
  it('goes to the address that was checked, resolved once (no second answer to rebind)', async () => {
    let lookups = 0;
    const network: FeedNetwork = {
      // A rebinding name: the first answer passes the check, later ones would not.
      resolve: async () => [{ address: lookups++ === 0 ? '127.0.0.1' : '127.0.0.2', family: 4 }],
      isAllowed: (address) => address === '127.0.0.1',
    };
    expect(await fetchFeedText(`http://rebind.feeds.test:${server.port}/feed.ics`, {}, network)).toBe(CALENDAR);
    expect(lookups).toBe(1);
  });

  it('reads a gzip-encoded calendar', async () => {
    server.serve('/gzip.ics', { body: gzipSync(CALENDAR), headers: { 'content-encoding': 'gzip' } });
    expect(await fetchFeedText(`http://${FEED_HOST}:${server.port}/gzip.ics`, {}, feedServerNetwork)).toBe(CALENDAR);
  });
});

describe('errors are fixed sentences, never remote text', () => {
  it.each([
    ['an HTTP error', { status: 404, body: SECRET }, 'The calendar server answered with an error (HTTP 404).'],
    ['a dropped connection', { hangUp: true }, FEED_FETCH_ERRORS.unreachable],
    ['a body over the limit', { body: `${CALENDAR}${'x'.repeat(5000)}` }, FEED_FETCH_ERRORS.tooLarge],
    ['a slow answer', { body: CALENDAR, delayMs: 1000 }, FEED_FETCH_ERRORS.timeout],
  ])('%s', async (_name, answer, expected) => {
    server.serve('/answer', answer);
    expect(await failure(server.url('/answer'), feedServerNetwork, { maxBytes: 4096, timeoutMs: 300 })).toBe(expected);
  });

  it('a closed port is "could not be reached", with no socket error code', async () => {
    const gone = await startFeedServer();
    await gone.close();
    expect(await failure(gone.url('/calendar.ics'), feedServerNetwork)).toBe(FEED_FETCH_ERRORS.unreachable);
  });
});

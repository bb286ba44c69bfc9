import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { assertConnectedPeer, checkedAddress, pinnedLookup, PrivateAddressError, type FeedNetwork } from './feed-network';

/** Fetching another site's calendar: bounded in time, size and redirects, http(s) to public addresses only. */

export const FEED_FETCH_TIMEOUT_MS = 20_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 3;

/**
 * Every error a fetch can record, as fixed sentences. Nothing the remote
 * side sends (body, status text, socket error codes) is ever quoted: the
 * owner's screen must not become a window onto, or a port scanner of,
 * whatever the address points at.
 */
export const FEED_FETCH_ERRORS = {
  invalidUrl: 'The calendar address is not a valid URL.',
  scheme: 'Only http:// and https:// calendar addresses can be imported.',
  unreachable: 'The calendar address could not be reached.',
  privateAddress: 'The calendar address points to a private network and was refused.',
  httpStatus: (status: number) => `The calendar server answered with an error (HTTP ${status}).`,
  tooLarge: 'The calendar is too large.',
  timeout: 'The calendar took too long to answer.',
  redirects: 'The calendar redirected too many times.',
} as const;

export interface FetchLimits {
  timeoutMs?: number;
  maxBytes?: number;
  /** Aborts the fetch from outside, e.g. on shutdown. */
  signal?: AbortSignal;
}

/** Why a feed could not be fetched, as one of FEED_FETCH_ERRORS. */
export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function httpUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FeedFetchError(FEED_FETCH_ERRORS.invalidUrl);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new FeedFetchError(FEED_FETCH_ERRORS.scheme);
  return url;
}

/** One GET to the checked, pinned address; the socket's real peer is checked again once connected. */
function get(url: URL, address: LookupAddress, signal: AbortSignal, network: FeedNetwork): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'GET',
        signal,
        agent: false,
        lookup: pinnedLookup(address),
        headers: {
          accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'KaneoheBeachHouse-CalendarSync/1.0',
        },
      },
      resolve,
    );
    request.on('socket', (socket) =>
      socket.once('connect', () => {
        try {
          assertConnectedPeer(socket.remoteAddress, network);
        } catch (error) {
          request.destroy(error as Error);
        }
      }),
    );
    request.on('error', reject);
    request.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').toLowerCase().trim();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : null;
  return decoder ? pipeline(response, decoder, () => undefined) : response;
}

/** The body, decompressed, refused past maxBytes of calendar text whether or not a length was announced. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new FeedFetchError(FEED_FETCH_ERRORS.tooLarge);
  const body = decoded(response);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).byteLength;
    if (total > maxBytes) {
      response.destroy();
      throw new FeedFetchError(FEED_FETCH_ERRORS.tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

async function fetchFollowing(start: URL, signal: AbortSignal, network: FeedNetwork, maxBytes: number): Promise<string> {
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    // Every hop is resolved and checked afresh: a public address may redirect anywhere.
    const address = await checkedAddress(url.hostname, network);
    const response = await get(url, address, signal, network);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (redirects >= FEED_MAX_REDIRECTS) throw new FeedFetchError(FEED_FETCH_ERRORS.redirects);
      url = httpUrl(location, url);
      continue;
    }
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      response.destroy();
      throw new FeedFetchError(FEED_FETCH_ERRORS.httpStatus(status));
    }
    return readCapped(response, maxBytes);
  }
}

/**
 * The feed's body as text; throws FeedFetchError for anything but a 2xx
 * answer from a public address, in time, within size and 3 redirects.
 * An abort through limits.signal (shutdown) is rethrown as it is.
 */
export async function fetchFeedText(rawUrl: string, limits: FetchLimits = {}, network: FeedNetwork = {}): Promise<string> {
  const url = httpUrl(rawUrl);
  const timeout = AbortSignal.timeout(limits.timeoutMs ?? FEED_FETCH_TIMEOUT_MS);
  const signal = limits.signal ? AbortSignal.any([timeout, limits.signal]) : timeout;
  try {
    // The timeout covers every hop and the body, and also a DNS lookup that hangs.
    const work = fetchFollowing(url, signal, network, limits.maxBytes ?? FEED_MAX_BYTES);
    // Whichever loses the race below must not surface later as an unhandled rejection.
    work.catch(() => undefined);
    return await Promise.race([
      work,
      new Promise<never>((_resolve, reject) => {
        const abort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('The fetch was aborted.'));
        if (signal.aborted) abort();
        signal.addEventListener('abort', abort, { once: true });
      }),
    ]);
  } catch (error) {
    if (limits.signal?.aborted) throw error;
    if (error instanceof FeedFetchError) throw error;
    if (error instanceof PrivateAddressError) throw new FeedFetchError(FEED_FETCH_ERRORS.privateAddress);
    if (timeout.aborted) throw new FeedFetchError(FEED_FETCH_ERRORS.timeout);
    throw new FeedFetchError(FEED_FETCH_ERRORS.unreachable);
  }
}

/** Fetching another site's calendar: bounded in time and size, http(s) only. */

export const FEED_FETCH_TIMEOUT_MS = 20_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;

export interface FetchLimits {
  timeoutMs?: number;
  maxBytes?: number;
  /** Aborts the fetch from outside, e.g. on shutdown. */
  signal?: AbortSignal;
}

/** Why a feed could not be fetched, in a sentence the owner can act on. */
export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new FeedFetchError(tooLarge(maxBytes));
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FeedFetchError(tooLarge(maxBytes));
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

function tooLarge(maxBytes: number): string {
  return `The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`;
}

function duration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} seconds` : `${ms} ms`;
}

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code;
}

/** The feed's body as text; throws FeedFetchError for anything but a 2xx answer in time and within size. */
export async function fetchFeedText(url: string, limits: FetchLimits = {}): Promise<string> {
  const timeoutMs = limits.timeoutMs ?? FEED_FETCH_TIMEOUT_MS;
  const maxBytes = limits.maxBytes ?? FEED_MAX_BYTES;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new FeedFetchError('The calendar address is not a valid URL.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new FeedFetchError('Only http:// and https:// calendar addresses can be imported.');
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = limits.signal ? AbortSignal.any([timeout, limits.signal]) : timeout;
  try {
    const response = await fetch(parsed, {
      signal,
      redirect: 'follow',
      headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1', 'user-agent': 'KaneoheBeachHouse-CalendarSync/1.0' },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedFetchError(`The calendar site answered HTTP ${response.status}.`);
    }
    return await readCapped(response, maxBytes);
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (limits.signal?.aborted) throw error;
    if (timeout.aborted) throw new FeedFetchError(`The calendar site did not answer within ${duration(timeoutMs)}.`);
    const code = causeCode(error);
    throw new FeedFetchError(`The calendar site could not be reached${code ? ` (${code})` : ''}.`);
  }
}

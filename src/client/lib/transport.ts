/** Spec §8: reads time out after 10 seconds with this exact message. */
const REQUEST_TIMEOUT_MS = 10_000;
export const TIMEOUT_MESSAGE = 'Request timeout after 10 seconds';

/** @internal Exported for tests, which hand the retry rules an error of the kind a read throws. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, text: string) {
    // The spec's error text: the status code, a colon, then the body or status text.
    super(`${status}: ${text}`);
    this.name = 'HttpError';
    this.status = status;
  }
}

/**
 * fetch with credentials and the 10-second limit. A caller's own abort stays
 * an AbortError, so it can be ignored silently; our timeout becomes an Error
 * with the spec's message.
 */
export async function fetchWithTimeout(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
  try {
    return await fetch(input, { ...init, credentials: 'include', signal });
  } catch (error) {
    if (timeout.signal.aborted && !init.signal?.aborted) throw new Error(TIMEOUT_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

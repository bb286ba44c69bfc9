import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchWithTimeout, isAbortError, TIMEOUT_MESSAGE } from './transport';

let server: Server;
let base: string;
beforeAll(async () => {
  // A real peer that never answers.
  server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('fetchWithTimeout', () => {
  it("fails a read after 10 seconds with the spec's message", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = fetchWithTimeout(`${base}/slow`);
    const assertion = expect(pending).rejects.toThrow(TIMEOUT_MESSAGE);
    await vi.advanceTimersByTimeAsync(10_000);
    await assertion;
  });

  it("keeps a caller's own abort an AbortError, to be ignored silently", async () => {
    const controller = new AbortController();
    const pending = fetchWithTimeout(`${base}/slow`, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });
});

import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FeedNetwork } from '../server/modules/calendar-sync/feed-network';

/**
 * The name the test feeds are served under (.test never resolves on the
 * internet): add-time validation refuses a literal 127.0.0.1, as it should.
 */
export const FEED_HOST = 'calendar.feeds.test';

/**
 * The network as the feed server's tests see it: FEED_HOST resolves to the
 * server, and 127.0.0.1 stands in for the public internet. Every other
 * private address is still refused, so redirects to them can be tested.
 */
export const feedServerNetwork: FeedNetwork = {
  resolve: async (hostname) => (hostname === FEED_HOST ? [{ address: '127.0.0.1', family: 4 }] : lookup(hostname, { all: true })),
  isAllowed: (address) => address === '127.0.0.1',
};

export interface FeedAnswer {
  status?: number;
  body?: string | Buffer;
  headers?: Record<string, string>;
  contentType?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Answer only once this settles (a request held open for as long as a test needs). */
  until?: Promise<unknown>;
  /** Drop the connection without answering. */
  hangUp?: boolean;
}

export interface FeedServer {
  /** The address of a path under FEED_HOST. */
  url: (path: string) => string;
  port: number;
  /** What the server answers at a path from now on. */
  serve: (path: string, answer: FeedAnswer) => void;
  /** Resolves when the next request at a path arrives. */
  nextRequest: (path: string) => Promise<void>;
  /** Requests seen at a path, and the most that were open at once. */
  stats: (path: string) => { hits: number; maxConcurrent: number };
  close: () => Promise<void>;
}

/** Stands in for airbnb.com, vrbo.com and booking.com: a local HTTP server on a free port. */
export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const counters = new Map<string, { hits: number; open: number; maxConcurrent: number }>();
  const waiting = new Map<string, (() => void)[]>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    const answer = answers.get(path) ?? { status: 404, body: 'Not found', contentType: 'text/plain' };
    const counter = counters.get(path) ?? { hits: 0, open: 0, maxConcurrent: 0 };
    counters.set(path, counter);
    counter.hits += 1;
    counter.open += 1;
    counter.maxConcurrent = Math.max(counter.maxConcurrent, counter.open);
    for (const arrived of waiting.get(path)?.splice(0) ?? []) arrived();
    const send = () => {
      counter.open -= 1;
      if (answer.hangUp) {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'text/calendar; charset=utf-8', ...answer.headers });
      res.end(answer.body ?? '');
    };
    if (answer.until) void answer.until.then(send);
    else if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://${FEED_HOST}:${port}${path}`,
    port,
    serve: (path, answer) => {
      answers.set(path, answer);
    },
    nextRequest: (path) => new Promise((resolve) => waiting.set(path, [...(waiting.get(path) ?? []), resolve])),
    stats: (path) => {
      const counter = counters.get(path);
      return { hits: counter?.hits ?? 0, maxConcurrent: counter?.maxConcurrent ?? 0 };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

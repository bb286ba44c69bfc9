import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FeedAnswer {
  status?: number;
  body?: string;
  contentType?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Drop the connection without answering. */
  hangUp?: boolean;
}

export interface FeedServer {
  url: (path: string) => string;
  /** What the server answers at a path from now on. */
  serve: (path: string, answer: FeedAnswer) => void;
  /** Requests seen at a path, and the most that were open at once. */
  stats: (path: string) => { hits: number; maxConcurrent: number };
  close: () => Promise<void>;
}

/** Stands in for airbnb.com, vrbo.com and booking.com: a local HTTP server on a free port. */
export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const counters = new Map<string, { hits: number; open: number; maxConcurrent: number }>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    const answer = answers.get(path) ?? { status: 404, body: 'Not found', contentType: 'text/plain' };
    const counter = counters.get(path) ?? { hits: 0, open: 0, maxConcurrent: 0 };
    counters.set(path, counter);
    counter.hits += 1;
    counter.open += 1;
    counter.maxConcurrent = Math.max(counter.maxConcurrent, counter.open);
    const send = () => {
      counter.open -= 1;
      if (answer.hangUp) {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'text/calendar; charset=utf-8' });
      res.end(answer.body ?? '');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, answer) => {
      answers.set(path, answer);
    },
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

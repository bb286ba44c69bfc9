/**
 * The chat figure of npm run bench: 1,000 guests, each with an open chat.onMessage
 * stream (server-sent events) to one server process, while the host replies to random
 * conversations at 50 messages/s for 10 s. Prints the messages/s delivered, the delivery
 * time from send to receipt (p50, p99; goal p99 < 100 ms) and the server's memory per
 * open stream (RSS growth / streams). A figure to compare runs; it asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';

// CHAT_GUESTS=10 times the same replies with few streams open: what the open streams cost the tail.
const GUESTS = Math.max(1, Number(process.env.CHAT_GUESTS ?? 1000));
const RATE = 50;
const SECONDS = 10;

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/**
 * Each guest is a client of its own, as in real life: the bench server trusts one proxy
 * (TRUST_PROXY=1, bench-server.ts) and each guest sends its own X-Forwarded-For, so the
 * open-stream caps per client (CHAT_STREAMS_PER_CLIENT) count one stream per guest.
 */
const addressOf = (guest: number) => `10.0.${Math.floor(guest / 250)}.${(guest % 250) + 1}`;

async function trpcPost(base: string, path: string, input: unknown, cookie?: string, address?: string) {
  const response = await fetch(`${base}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify({ json: input }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return { cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]!, body: (await response.json()) as { result: { data: { json: Record<string, unknown> } } } };
}

/** Runs `work` over `items` with at most `width` at once. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

interface Stream {
  close: () => void;
}

/** One guest's EventSource, as the widget opens it; calls `onEvent` with each message's clientId. */
function openStream(base: string, cookie: string, address: string, agent: http.Agent, onEvent: (clientId: string) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/trpc/chat.onMessage?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`,
      { agent, headers: { accept: 'text/event-stream', cookie, 'x-forwarded-for': address } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^id: ?.*$/m.test(block) ? /^data: ?(.*)$/m.exec(block)?.[1] : undefined;
            if (data) onEvent(String((JSON.parse(data) as { json: { clientId: string } }).json.clientId));
          }
        });
        response.on('error', () => undefined);
        resolve({ close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function benchChat(base: string, ownerCookie: string, serverPid: number): Promise<void> {
  const guests = await inParallel(
    Array.from({ length: GUESTS }, (_, i) => i),
    20,
    async (i) => {
      const address = addressOf(i);
      const started = await trpcPost(base, 'chat.start', { name: `Guest ${i}`, email: `guest${i}@example.com`, message: 'Aloha!', clientId: randomUUID() }, undefined, address);
      return { cookie: started.cookie, address, conversationId: String(started.body.result.data.json.conversationId) };
    },
  );

  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const received = new Map<string, number>();
  const before = rssOf(serverPid);
  const streams = await inParallel(guests, 50, (guest) =>
    openStream(base, guest.cookie, guest.address, agent, (clientId) => {
      if (!received.has(clientId)) received.set(clientId, performance.now());
    }),
  );
  // Every stream has sent its guest's first message back: all 1,000 are subscribed.
  const deadline = Date.now() + 20_000;
  while (received.size < GUESTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const connected = received.size;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = rssOf(serverPid);

  // The host replies to random conversations at RATE a second, each send timed from the moment it leaves.
  const sent = new Map<string, number>();
  const sends: Promise<unknown>[] = [];
  const started = performance.now();
  let failed = 0;
  const answered: number[] = [];
  for (let i = 0; i < RATE * SECONDS; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const clientId = randomUUID();
    const guest = guests[Math.floor(Math.random() * guests.length)]!;
    sent.set(clientId, performance.now());
    const sentAt = performance.now();
    sends.push(
      trpcPost(base, 'admin.chat.reply', { conversationId: guest.conversationId, body: `Reply ${i}`, clientId }, ownerCookie).then(
        () => answered.push(performance.now() - sentAt),
        () => (failed += 1),
      ),
    );
  }
  await Promise.all(sends);
  const settle = Date.now() + 5000;
  while ([...sent.keys()].some((id) => !received.has(id)) && Date.now() < settle) await new Promise((resolve) => setTimeout(resolve, 50));

  const delays = [...sent].flatMap(([id, at]) => (received.has(id) ? [received.get(id)! - at] : [])).sort((a, b) => a - b);
  const lastReceipt = Math.max(...[...sent.keys()].flatMap((id) => (received.has(id) ? [received.get(id)!] : [])));
  for (const stream of streams) stream.close();
  agent.destroy();
  // The server ends each stream and deletes its presence row before it is stopped.
  await new Promise((resolve) => setTimeout(resolve, 2000));

  console.log('');
  console.log(`chat: ${connected} of ${GUESTS} guest streams open on one server process; the host sent ${sent.size} replies at ${RATE}/s (${failed} failed)`);
  console.log(`chat: delivered ${delays.length} of ${sent.size}, ${(delays.length / ((lastReceipt - started) / 1000)).toFixed(1)} messages/s sustained`);
  console.log(`chat: delivery time send → receipt p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms, max ${delays.at(-1)?.toFixed(1)} ms (goal: p99 < 100 ms)`);
  answered.sort((a, b) => a - b);
  console.log(`chat: the host's reply call itself (stored, then answered) p50 ${percentile(answered, 50).toFixed(1)} ms, p99 ${percentile(answered, 99).toFixed(1)} ms`);
  console.log(`chat: server memory ${((after - before) / 1024 / Math.max(1, connected)).toFixed(1)} KB per open stream (RSS ${(before / 2 ** 20).toFixed(0)} → ${(after / 2 ** 20).toFixed(0)} MB)`);
}

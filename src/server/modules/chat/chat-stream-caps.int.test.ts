import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useHttp, useTestDatabase } from '../../../test/use-test-server';
import { createChatStreams } from './chat-presence';
import { chatTab } from '../../../test/chat-tab';

// Open chat streams are capped per conversation, per client and per process (probe G2). The servers
// trust one proxy, so X-Forwarded-For stands for many clients, as in the probe.
const db = useTestDatabase();
const LIMITS = { perProcess: 50, perClient: 4, perConversation: 2 };
const a = useHttp(db, { trustProxy: 1, chatStreams: createChatStreams({ limits: LIMITS }) });
const b = useHttp(db, { trustProxy: 1, chatStreams: createChatStreams({ limits: LIMITS }) });
const small = useHttp(db, { trustProxy: 1, chatStreams: createChatStreams({ limits: { ...LIMITS, perProcess: 3 } }) });

let nextAddress = 1;
/** A client of its own: an address nobody else in this file uses. */
const newAddress = () => `198.51.100.${nextAddress++}`;

/** A visitor at `address` with a conversation of their own; returns its cookie. */
async function visitor(baseUrl: string, address: string): Promise<string> {
  const response = await fetch(`${baseUrl}/trpc/chat.start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ json: { name: 'Kai', email: `kai-${randomUUID().slice(0, 8)}@example.com`, message: 'Aloha', clientId: randomUUID() } }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

const open: net.Socket[] = [];

/** The probe's request, on a raw socket: GET chat.onMessage with the cookie; resolves with the status, the socket kept open. */
function stream(baseUrl: string, cookie: string, address: string): Promise<number> {
  const { port } = new URL(baseUrl);
  const path = '/trpc/chat.onMessage?input=' + encodeURIComponent('{"json":{}}');
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nX-Forwarded-For: ${address}\r\nAccept: text/event-stream\r\n\r\n`),
    );
    open.push(socket);
    socket.once('data', (data) => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(String(data))?.[1])));
    socket.on('error', reject);
  });
}

function closeAll() {
  for (const socket of open.splice(0)) socket.destroy();
}

/** Waits until the server has dropped every presence row of the streams closed (their slots are free again). */
async function drained() {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await db.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from chat_presence');
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('streams still open');
}

const counts = (statuses: number[]) => ({ ok: statuses.filter((s) => s === 200).length, refused: statuses.filter((s) => s === 429).length });

describe('open chat streams', () => {
  it("refuses the probe's many streams on one cookie with 429 past the cap, and still serves another visitor", async () => {
    const address = newAddress();
    const cookie = await visitor(a.baseUrl, address);
    const statuses = await Promise.all(Array.from({ length: 12 }, () => stream(a.baseUrl, cookie, address)));
    expect(counts(statuses)).toEqual({ ok: LIMITS.perConversation, refused: 12 - LIMITS.perConversation });

    // Another visitor: their stream opens and carries their conversation.
    const other = newAddress();
    const tab = chatTab(a.baseUrl, await visitor(a.baseUrl, other));
    expect(await stream(a.baseUrl, tab.tab.cookie(), other)).toBe(200);
    const page = await fetch(`${a.baseUrl}/api/property/public`, { headers: { 'x-forwarded-for': other } });
    expect(page.status).toBe(200);
    closeAll();
    await drained();
  });

  it('counts one conversation across server processes', async () => {
    const address = newAddress();
    const cookie = await visitor(a.baseUrl, address);
    expect(await stream(a.baseUrl, cookie, address)).toBe(200);
    expect(await stream(b.baseUrl, cookie, address)).toBe(200);
    expect(await stream(b.baseUrl, cookie, address)).toBe(429);
    expect(await stream(a.baseUrl, cookie, address)).toBe(429);
    closeAll();
    await drained();
    // Closed streams free their places.
    expect(await stream(b.baseUrl, cookie, address)).toBe(200);
    closeAll();
    await drained();
  });

  it('refuses one client past its cap however many conversations it starts, on any process', async () => {
    const address = newAddress();
    const cookies = await Promise.all(Array.from({ length: 6 }, () => visitor(a.baseUrl, address)));
    const statuses = await Promise.all(cookies.map((cookie, i) => stream(i % 2 ? a.baseUrl : b.baseUrl, cookie, address)));
    expect(counts(statuses)).toEqual({ ok: LIMITS.perClient, refused: 6 - LIMITS.perClient });
    closeAll();
    await drained();
  });

  it('refuses streams past the per-process cap with 429, from any clients', async () => {
    const visitors = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const address = newAddress();
        return { address, cookie: await visitor(small.baseUrl, address) };
      }),
    );
    const statuses: number[] = [];
    for (const { address, cookie } of visitors) statuses.push(await stream(small.baseUrl, cookie, address));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // The other process is not full.
    expect(await stream(a.baseUrl, visitors[4]!.cookie, visitors[4]!.address)).toBe(200);
    closeAll();
    await drained();
  });
});

import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeHttpServer, createHttpServer, type HttpServerLimits } from './http-server';

const LIMITS: HttpServerLimits = { headersTimeoutMs: 600, requestTimeoutMs: 1200, keepAliveTimeoutMs: 300, maxConnections: 3 };
const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(limits: HttpServerLimits, handler = (_req: unknown, res: { end: (body: string) => void }) => res.end('ok')): Promise<number> {
  const server = createHttpServer(handler, limits);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A raw connection that records what it receives and when the server hung up. */
async function open(port: number) {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed, received: () => received };
}

describe('the HTTP server limits', () => {
  it('cuts off a client that sends its headers slowly within the header timeout', async () => {
    const port = await serve(LIMITS);
    const client = await open(port);
    const started = Date.now();
    client.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    // Slowloris: one more header line every 150 ms, never the blank line that ends the head.
    const drip = setInterval(() => client.socket.writable && client.socket.write(`X-Slow-${Date.now()}: 1\r\n`), 150);
    const closedAt = await Promise.race([client.closed, new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5000))]);
    clearInterval(drip);
    expect(closedAt - started).toBeLessThan(LIMITS.headersTimeoutMs + 1500);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still answers a normal request', async () => {
    const port = await serve(LIMITS);
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe('ok');
  });

  it('closes connections beyond the cap at once', async () => {
    const port = await serve(LIMITS);
    const held = await Promise.all([open(port), open(port), open(port)]);
    const extra = await open(port);
    const closedAt = await Promise.race([extra.closed, new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), 2000))]);
    expect(Number.isFinite(closedAt)).toBe(true);
    expect(extra.received()).toBe('');
    for (const client of held) client.socket.destroy();
  });

  it('shuts down past idle keep-alive connections and cuts a hung request after the grace', async () => {
    const port = await serve({ ...LIMITS, requestTimeoutMs: 60_000, headersTimeoutMs: 30_000, keepAliveTimeoutMs: 30_000 }, (req, res) => {
      if ((req as { url: string }).url !== '/hang') res.end('ok');
    });
    const idle = await open(port);
    idle.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const hung = await open(port);
    hung.socket.write('GET /hang HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await closeHttpServer(servers[0]!, 500);
    expect(Date.now() - started).toBeLessThan(2000);
    await Promise.all([idle.closed, hung.closed]);
    servers.splice(0);
  });
});

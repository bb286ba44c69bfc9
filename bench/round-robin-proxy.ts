import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer for the scaling figure only: each request goes to the next upstream in turn over kept-alive
 * connections, as nginx's or a cloud balancer's round robin does. It is not for production (no health checks,
 * no retries); the README's nginx and Caddy set-ups are.
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<{ base: string; stop: () => Promise<void> }> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = targets[next % targets.length]!;
    next += 1;
    const forwarded = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

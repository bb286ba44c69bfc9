import { createServer, type RequestListener, type Server } from 'node:http';

export interface HttpServerLimits {
  /** Time a client has to send the whole request head. */
  headersTimeoutMs: number;
  /** Time a client has to send the whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection is kept for the next request. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; more are closed at once. */
  maxConnections: number;
}

/**
 * The HTTP server with our own timeouts and a connection cap, so a client that
 * sends slowly (slowloris) is cut off in seconds instead of Node's 60 s for the
 * head and 300 s for the request, whether or not a reverse proxy fronts us.
 */
export function createHttpServer(handler: RequestListener, limits: HttpServerLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default), which would stretch them.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    handler,
  );
  server.maxConnections = limits.maxConnections;
  return server;
}

/**
 * Stops accepting, closes idle keep-alive connections at once, lets requests in
 * flight finish for `graceMs`, then cuts what is left.
 */
export function closeHttpServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

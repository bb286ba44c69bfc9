import type { RequestHandler } from 'express';

/** Where GET routes are added: an Express router, or the front door. */
export interface GetRoutes {
  get: (path: string, handler: RequestHandler) => void;
}

/**
 * GET (and HEAD) routes at fixed paths, found in one map lookup: the kept public reads, which nearly every visit
 * makes. An Express router tries its routes' patterns in turn; at thousands of reads a second that matching was a
 * large part of what a kept read cost. Paths match as Express's do by default (any case, a trailing slash allowed).
 * Anything else goes on.
 */
export function frontDoor(): GetRoutes & { handle: RequestHandler } {
  /** Each route with the object set as `req.route` (made once: this runs for nearly every public read). */
  const routes = new Map<string, { route: { path: string }; handler: RequestHandler }>();
  const keyOf = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
  return {
    get: (path, handler) => {
      if (/[:*?(]/.test(path)) throw new Error(`The front door takes fixed paths only: ${path}`);
      if (routes.has(keyOf(path))) throw new Error(`The front door has a route at ${path} already`);
      routes.set(keyOf(path), { route: { path }, handler });
    },
    handle: (req, res, next) => {
      const found = req.method === 'GET' || req.method === 'HEAD' ? routes.get(keyOf(req.path)) : undefined;
      if (!found) return next();
      // As an Express route sets it: the metrics count a request under its route's path.
      (req as { route?: { path: string } }).route = found.route;
      found.handler(req, res, next);
    },
  };
}

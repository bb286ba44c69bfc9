import type { Express, Request, RequestHandler, Response } from 'express';

/** Where GET routes are added: an Express router, or the front door. */
export interface GetRoutes {
  get: (path: string, handler: RequestHandler) => void;
}

interface DoorRoute {
  /** The object set as `req.route` (made once: this runs for nearly every public read). */
  route: { path: string };
  handler: RequestHandler;
}

export interface FrontDoor extends GetRoutes {
  /** The door as a layer of Express's router: for requests the door did not take before the router (see below). */
  handle: RequestHandler;
  /**
   * Puts the door ahead of Express's router (decision 066). A GET or HEAD at one of its paths passes `opening` (the
   * steps every answer passes: request id, metrics, security headers) and goes straight to its route, with none of the
   * router's per-request work: its set-up, a final handler made for the request, every layer before the door tried in
   * turn. That work was about a sixth of a kept read's CPU. What a route passes on (`next()`: a quote with a coupon)
   * goes on through Express as any request does, without passing the opening or the door again; what it fails with
   * (`next(error)`) goes to `onError`. Returns `opening` as the router's layer, for every other request.
   */
  openBeforeRouter: (app: Express, opening: RequestHandler, onError: (error: unknown, req: Request, res: Response) => void) => RequestHandler;
}

/** Paths match as Express's do by default: any case, a trailing slash allowed. */
const keyOf = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/**
 * The path of a request line's URL as Express reads it (`req.path`), for the plain form browsers send: the part
 * before the query. Anything else (an absolute URL, a fragment) is left to Express's own parsing.
 */
function plainPathOf(url: string): string | undefined {
  if (url.charCodeAt(0) !== 47 /* / */ || url.includes('#')) return undefined;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD';

/**
 * GET (and HEAD) routes at fixed paths, found in one map lookup: the kept public reads, which nearly every visit
 * makes. An Express router tries its routes' patterns in turn; at thousands of reads a second that matching was a
 * large part of what a kept read cost. Anything else goes on.
 */
export function frontDoor(): FrontDoor {
  const routes = new Map<string, DoorRoute>();
  /** Requests the door took before the router and passed on to it: the router's opening and door let them by. */
  const takenAhead = new WeakSet<object>();

  function enter(found: DoorRoute, req: Request, res: Response, next: (error?: unknown) => void): void {
    // As an Express route sets it: the metrics count a request under its route's path.
    (req as { route?: { path: string } }).route = found.route;
    found.handler(req, res, next);
  }

  /** The route for a read at `path`; undefined for any other method or path. */
  const routeFor = (method: string | undefined, path: string | undefined) => (isRead(method) && path !== undefined ? routes.get(keyOf(path)) : undefined);

  const handle: RequestHandler = (req, res, next) => {
    const found = takenAhead.has(req) ? undefined : routeFor(req.method, req.path);
    if (!found) return next();
    enter(found, req, res, next);
  };

  return {
    get: (path, handler) => {
      if (/[:*?(]/.test(path)) throw new Error(`The front door takes fixed paths only: ${path}`);
      if (routes.has(keyOf(path))) throw new Error(`The front door has a route at ${path} already`);
      routes.set(keyOf(path), { route: { path }, handler });
    },
    handle,
    openBeforeRouter: (app, opening, onError) => {
      // Express's own entry (app.handle: the app function and app.listen's server call it), kept for every request the
      // door does not take; not in Express's types, and replaced only here.
      const express = app as unknown as { handle: (req: Request, res: Response, done?: () => void) => void; request: object; response: object };
      const throughExpress = express.handle.bind(app);
      express.handle = (req, res, done) => {
        const found = routeFor(req.method, plainPathOf(req.url));
        if (!found) return throughExpress(req, res, done);
        // What Express's entry and router set up and the routes use (req.ip, req.fresh, res.vary, req.originalUrl).
        req.res = res;
        res.req = req;
        Object.setPrototypeOf(req, express.request);
        Object.setPrototypeOf(res, express.response);
        res.locals ??= Object.create(null) as Response['locals'];
        req.originalUrl = req.url;
        req.baseUrl = '';
        opening(req, res, () =>
          enter(found, req, res, (error?: unknown) => {
            if (error) return onError(error, req, res);
            // Marked only now (rarely): marking every read cost more than the rest of this entry.
            takenAhead.add(req);
            throughExpress(req, res, done);
          }),
        );
      };
      return (req, res, next) => (takenAhead.has(req) ? next() : opening(req, res, next));
    },
  };
}

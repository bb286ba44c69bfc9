import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request may come from where the browser says it
 * came from. Browsers send Sec-Fetch-Site (and Origin on every POST); another
 * site's form or script is refused, whatever the cookie's SameSite setting
 * lets through (a top-level form POST carries a Lax cookie's absence but still
 * clears it, as the logout probe showed). Requests with neither header are not
 * from a browser (curl, server-to-server) and cannot ride a victim's cookie.
 */
export function isCrossSite(headers: { secFetchSite?: string | undefined; origin?: string | undefined }, allowedOrigins: readonly string[]): boolean {
  const site = headers.secFetchSite?.toLowerCase();
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  if (!origin) return false;
  // Sandboxed frames and some redirects send the opaque origin "null": not ours.
  return !allowedOrigins.includes(origin.toLowerCase());
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return undefined;
  }
}

/** Refuses POST/PUT/PATCH/DELETE from another site with a 403, before any handler runs. */
export function refuseCrossSite(publicUrl: string) {
  const publicOrigin = originOf(publicUrl);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    // Payment providers post webhooks server-to-server, signed; no browser is involved.
    if (req.path.toLowerCase().startsWith('/stripe/webhook')) return next();
    const own = originOf(`${req.protocol}://${req.get('host') ?? ''}`);
    const allowed = [publicOrigin, own].filter((origin): origin is string => Boolean(origin));
    const origin = req.get('origin');
    if (isCrossSite({ secFetchSite: req.get('sec-fetch-site'), origin }, allowed)) {
      res.status(403).json({ code: 'FORBIDDEN', message: 'This request came from another site and was refused.' });
      return;
    }
    next();
  };
}

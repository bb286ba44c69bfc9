import type { Request, Response } from 'express';
import type { CookieJar } from '../trpc/context';

/**
 * Cookies other than the session, read from the request and set on the response:
 * always HttpOnly and SameSite=Lax, path /; over https Secure with the __Host-
 * prefix (as the session cookie), so a sibling subdomain can neither set nor shadow them.
 */
export function requestCookies(req: Request, res: Response, secure: boolean): CookieJar {
  const nameOf = (name: string) => (secure ? `__Host-${name}` : name);
  const sent = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    try {
      sent.set(key, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A value with broken percent-encoding is not one of ours.
    }
  }
  return {
    get: (name) => sent.get(nameOf(name)),
    set: (name, value, { maxAgeSeconds }) => {
      sent.set(nameOf(name), value);
      res.cookie(nameOf(name), value, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeSeconds * 1000 });
    },
  };
}

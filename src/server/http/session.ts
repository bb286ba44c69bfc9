import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type SessionOptions } from 'iron-session';
import type { SessionHandle } from '../trpc/context';
import { SESSION_TTL_MS } from '../modules/auth/session.service';

interface CookieData {
  sid?: string;
}

export const SESSION_COOKIE = 'kbh_session';

/**
 * Over https the cookie carries the __Host- prefix: browsers then accept it
 * only when Secure, for path / and without a Domain, so a sibling subdomain
 * can neither set nor shadow it.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function sessionOptions(secret: string, secure: boolean): SessionOptions {
  return {
    password: secret,
    cookieName: sessionCookieName(secure),
    ttl: SESSION_TTL_MS / 1000,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

/** The cookie is sealed by iron-session and only names a server-side session row. */
export async function cookieSession(req: IncomingMessage, res: ServerResponse, options: SessionOptions): Promise<SessionHandle> {
  const cookie = await getIronSession<CookieData>(req, res, options);
  return {
    get sessionId() {
      return cookie.sid;
    },
    save: async (sessionId) => {
      cookie.sid = sessionId;
      await cookie.save();
    },
    destroy: async () => {
      cookie.destroy();
    },
  };
}

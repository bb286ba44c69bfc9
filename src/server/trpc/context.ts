import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../shared/auth/auth.schemas';
import type { BatchedLimiter } from '../platform/rate-limit/batched-limiter';
import type { TierLimits } from '../platform/rate-limit/rate-limit.tiers';
import type { ListenHub } from '../platform/listen-hub';

/**
 * What a request knows about its cookie session. Express backs it with
 * iron-session; tests and server-side callers use an in-memory one.
 */
export interface SessionHandle {
  readonly sessionId: string | undefined;
  save: (sessionId: string) => Promise<void>;
  destroy: () => Promise<void>;
}

/** Cookies other than the session (the chat visitor's); Express sets them HttpOnly, SameSite=Lax, __Host- over https. */
export interface CookieJar {
  get: (name: string) => string | undefined;
  set: (name: string, value: string, options: { maxAgeSeconds: number }) => void;
}

export interface Context {
  em: EntityManager;
  session: SessionHandle;
  cookies: CookieJar;
  user: User | null;
  /** Who is asking, for rate limits and lockouts (the client IP behind the proxy). */
  clientKey: string;
  /** The request's User-Agent header: a session records it to name the device in 'Your account'. */
  userAgent: string | undefined;
  config: ServerConfig;
  /**
   * The HTTP status to answer beyond tRPC's own mapping: a subscription refused before its stream
   * starts sets it (tRPC answers every subscription 200 and sends its error as an event).
   */
  response: { status?: number };
}

/**
 * Settings from the environment that procedures need, parsed once at boot, and this process's services.
 * Required: there are no built-in defaults. tRPC's building blocks name no module: a module whose service
 * rides here declares its field beside its own type (`declare module '../../trpc/context'`, as
 * payments/payment-provider.ts does for `payments`), and index.ts and testConfig() supply it.
 */
export interface ServerConfig {
  /** Who a session cookie names (auth's findSessionUser), looked up once per context. */
  findSessionUser: (em: EntityManager, sessionId: string | undefined, client?: { ip: string; userAgent: string | undefined }) => Promise<User | null>;
  /** Where guests' contact messages go; site info's contact e-mail when unset. */
  hostEmail?: string | undefined;
  /** The key of every signed value (platform/signing.ts: booking links, contact-form checks, hold owners, chat cookies, links and clients). */
  signingSecret: string;
  /** The site's own address, for links in e-mails. */
  publicUrl: string;
  /**
   * The size of every limit: each per-client call tier and the chat's per-conversation messages. Required, so no
   * caller can switch a limit off by leaving it out; tierLimits() fills it from DEFAULT_TIER_LIMITS.
   */
  limits: TierLimits;
  /** Counts each client's calls against its tiers (trpc/init.ts); unset for callers inside the server (rendering, createCaller), which are no client. */
  callLimiter?: BatchedLimiter;
  /**
   * Called after every successful admin change, so kept public pages and their heads show it at once; the
   * call waits for it, so the change has been announced to every server process before the answer goes.
   */
  onAdminChange?: () => void | Promise<void>;
  /** The scraper's token for GET /metrics (METRICS_TOKEN); without it nothing is measured. */
  metricsToken?: string | undefined;
  /** Where each tRPC call's outcome and time is counted (http/metrics.ts, made by createApp when there is a metrics token). */
  metrics?: CallMetrics | undefined;
  /** This process's LISTEN connection for chat pushes; unset for callers without subscriptions. */
  chatHub?: ListenHub;
  /** Quotes and availability kept until the nights change (modules/availability/kept-night-answers.ts); unset, each is worked out. */
  nightAnswers?: {
    get: <T>(em: EntityManager, kind: 'quote' | 'availability', input: unknown, now: Date, build: () => Promise<T>) => Promise<T>;
  };
}

/** The inner context: no Express, so routers can be called directly in tests. */
export async function createInnerContext(input: {
  em: EntityManager;
  session: SessionHandle;
  cookies?: CookieJar;
  clientKey?: string;
  userAgent?: string | undefined;
  config: ServerConfig;
}): Promise<Context> {
  const clientKey = input.clientKey ?? 'local';
  const user = await input.config.findSessionUser(input.em, input.session.sessionId, { ip: clientKey, userAgent: input.userAgent });
  const cookies = input.cookies ?? memoryCookies();
  return { em: input.em, session: input.session, cookies, user, clientKey, userAgent: input.userAgent, config: input.config, response: {} };
}

/** Cookies that live in memory: for createCaller in tests and scripts. */
export function memoryCookies(): CookieJar {
  const jar = new Map<string, string>();
  return { get: (name) => jar.get(name), set: (name, value) => void jar.set(name, value) };
}

/** A session that lives in memory: for createCaller in tests and scripts. */
export function memorySession(initial?: string): SessionHandle & { current: () => string | undefined } {
  let sessionId = initial;
  return {
    get sessionId() {
      return sessionId;
    },
    current: () => sessionId,
    save: async (id) => {
      sessionId = id;
    },
    destroy: async () => {
      sessionId = undefined;
    },
  };
}

/** What the tRPC layer tells the measurements of each call (procedure path, whether it succeeded, how long it took). */
export interface CallMetrics {
  observeCall: (procedure: string, ok: boolean, seconds: number) => void;
}

import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { fixedSecurityHeaders } from './fixed-security-headers';
import { frontDoor } from './front-door';
import type { SessionOptions } from 'iron-session';
import * as trpcExpress from '@trpc/server/adapters/express';
import type { Orm } from '../db/orm';
import { log } from '../logger';
import { mountStripeWebhook } from '../modules/payments/webhook-route';
import { provideSeoHeads } from '../modules/seo/seo-html';
import { createSeoHeads, SEO_HEAD_TTL_MS } from '../modules/seo/seo.service';
import { appRouter } from '../app-router';
import { createInnerContext, memorySession, type Context, type ServerConfig } from '../trpc/context';
import { createBatchedLimiter } from '../platform/rate-limit/batched-limiter';
import { tierLimits } from '../platform/rate-limit/rate-limit.tiers';
import { MAX_BATCH_SIZE } from '../trpc/batching';
import { refuseCrossSite } from './cross-site';
import { cacheControlFor } from '../trpc/public-reads';
import { limitPlainRoutes } from './plain-route-limit';
import { mountIcalFeed } from './ical-route';
import { mountOpenApi } from './openapi-route';
import { mountToursWidget } from './tours-widget-route';
import { isSitePageAddress, mountBuiltClient, mountSeoFiles } from './client-pages';
import { createPageRenderer } from './server-render';
import { createPublishedPages } from '../modules/pages/published-pages';
import { SSR_ENTRY } from '../paths';
import { createKeptPublicReads } from './kept-public-reads';
import { createKeptNightAnswers } from '../modules/availability/kept-night-answers';
import { mountKeptNightRoutes } from './kept-night-routes';
import { mountRestRoutes, sendError } from './rest-routes';
import { mountHealthRoutes } from './health-routes';
import { assignRequestId } from './request-id';
import { createMetrics, metricsTimer, mountMetricsRoute } from './metrics';
import { cookieSession } from './session';
import { requestCookies } from './cookie-jar';
import { createChatHub, type ChatHub } from '../modules/chat/chat-hub';
import { createChatStreams, type ChatStreams } from '../modules/chat/chat-presence';
import { announcePageCacheDrop, type PageCacheDrops } from './page-cache-drops';
import { startPhotoJobs, type PhotoJobs } from '../modules/uploads/photo-jobs';
import { mountUploadedPhotos, mountUploadRoutes } from '../modules/uploads/upload-route';
import { REVIEW_IMPORT_BODY_LIMIT, REVIEW_IMPORT_PROCEDURE } from '../modules/reviews/review-import.logic';

export interface AppOptions {
  orm: Orm;
  session: SessionOptions;
  trustProxy: number;
  /**
   * 'built' serves dist/client, rendering public pages with dist/ssr; { template }
   * serves that page template instead of dist/client/index.html (page tests),
   * rendering with `ssrEntry` when given; 'none' is for API tests; dev mounts Vite itself.
   */
  client: 'built' | 'none' | { template: string; ssrEntry?: string } | ((app: Express) => Promise<void> | void);
  /** How long a page's SEO head and its server rendering are reused (default 60 s). */
  seoHeadTtlMs?: number;
  /** Required: payments, the signing secret, the limits and the public URL come from the environment (tests: testConfig()). */
  config: ServerConfig;
  /** Counts that replace config.limits' for this app (tests set small or huge ones); windows stay as designed. */
  authRateLimit?: number;
  contactRateLimit?: number;
  bookingRateLimit?: number;
  apiRateLimit?: number;
  chatStartRateLimit?: number;
  chatMessageRateLimit?: number;
  /** This process's chat LISTEN connection (index.ts closes it on shutdown); one is made when not given. */
  chatHub?: ChatHub;
  /** This process's open chat streams: presence heartbeat and caps (tests pass one with a short heartbeat). */
  chatStreams?: ChatStreams;
  /**
   * Hears other processes' admin changes (index.ts makes one and closes it on shutdown); without it, kept
   * pages drop only for this process's own changes (single-process tests).
   */
  pageCacheDrops?: PageCacheDrops;
  /**
   * Starts this process's photo encoding jobs with what a finished job must do (drop this process's kept pages at once, then
   * tell the others): index.ts starts ones that also poll, and stops them on shutdown; one run only when poked is made when not given.
   */
  photoJobs?: (onDone: () => void | Promise<void>) => PhotoJobs;
  /** True once the process was told to stop: GET /readyz then says 503 (index.ts; never, when not given). */
  isStopping?: () => boolean;
}

// Stripe.js and the Payment Element load from Stripe and talk to its API; wallets (Apple Pay, Google Pay) open Stripe frames.
const STRIPE_CSP = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.stripe.com', 'https://hooks.stripe.com'],
};

/** The page's Content-Security-Policy; Stripe's hosts only when the site takes payments through Stripe. */
export function cspDirectives({ https, stripe }: { https: boolean; stripe: boolean }): Record<string, string[] | null> {
  return {
    'img-src': ["'self'", 'data:', 'https://*.tile.openstreetmap.org'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'script-src': ["'self'", ...(stripe ? STRIPE_CSP.script : [])],
    'connect-src': ["'self'", ...(stripe ? STRIPE_CSP.connect : [])],
    // The tours widget: our own page by default ('self'), or a third-party page the owner chooses in site settings.
    'frame-src': ["'self'", 'https:', ...(stripe ? STRIPE_CSP.frame : [])],
    'media-src': ["'self'"],
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/**
 * GET and HEAD requests whose answers are sent compressed already: the pages, when this server serves them. (The kept
 * REST reads are answered at the front door, before the compression middleware.)
 */
function precompressedGets(servesPages: boolean): (req: Request) => boolean {
  return (req) => servesPages && (req.method === 'GET' || req.method === 'HEAD') && isSitePageAddress(req.path);
}

/** An error that escaped a handler (malformed JSON, a broken address, anything else): a plain sentence, never a stack. */
function answerEscapedError(failure: unknown, req: Request, res: Response): void {
  const error = failure as Error & { status?: number; type?: string };
  if (error.type === 'entity.parse.failed') {
    res.status(400).json({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
    return;
  }
  // A path with broken percent-encoding (`/api/x/%ED%A0%80`) cannot name anything.
  if (error instanceof URIError) {
    res.status(400).json({ code: 'BAD_REQUEST', message: 'The address is not valid.' });
    return;
  }
  if (error.status === 413) {
    res.status(413).json({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
    return;
  }
  log.error(`${req.method} ${req.path} failed`, error);
  res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' });
}

/** Middleware run one after the other as one (a step left out is skipped). */
function inTurn(steps: readonly (RequestHandler | undefined)[]): RequestHandler {
  const present = steps.filter((step): step is RequestHandler => step !== undefined);
  return present.reduceRight<RequestHandler>((rest, step) => (req, res, next) => step(req, res, (error?: unknown) => (error ? next(error) : rest(req, res, next))), (_req, _res, next) => next());
}

export async function createApp(options: AppOptions): Promise<Express> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  // First: a load balancer's probes pass no other middleware (no limit, no session, no compression).
  mountHealthRoutes(app, { orm: options.orm, isStopping: options.isStopping ?? (() => false) });
  const metrics = options.config.metricsToken ? createMetrics(options.orm) : undefined;
  // HSTS and upgrade-insecure-requests only make sense once the site is on https.
  const publicUrl = options.config.publicUrl;
  const https = publicUrl.startsWith('https://');
  const payments = options.config.payments;
  const stripe = payments.mode === 'stripe';
  // What every answer passes first: its request id, its measurement, the security headers.
  const opening = inTurn([
    assignRequestId,
    metricsTimer(metrics),
    fixedSecurityHeaders({
      strictTransportSecurity: https,
      contentSecurityPolicy: options.client === 'built' ? { directives: cspDirectives({ https, stripe }) } : false,
    }),
  ]);
  // The kept reads are answered at the front door, ahead of Express's router (one map lookup after the opening,
  // decisions 065 and 066), before the compression middleware (their bytes are compressed once), the body parsers, the
  // tRPC handler and the other routes; mountRestRoutes and mountKeptNightRoutes add them once they exist. What the
  // kept quote and availability do not answer (a coupon, a refused query) goes on to the REST table's routes.
  const keptReadRoutes = frontDoor();
  app.use(keptReadRoutes.openBeforeRouter(app, opening, answerEscapedError));
  mountMetricsRoute(app, metrics, options.config.metricsToken);
  app.use(keptReadRoutes.handle);
  // Server-sent events (chat subscriptions) must reach the browser as written, never held in a gzip buffer.
  const compress = compression({ filter: (req, res) => !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && compression.filter(req, res) });
  // The served pages go out as bytes compressed once (wire-answer.ts): wrapping their responses in the compression
  // middleware would only cost time (about a tenth of a kept read's).
  const sentCompressed = precompressedGets(options.client === 'built' || typeof options.client === 'object');
  app.use((req, res, next) => (sentCompressed(req) ? next() : compress(req, res, next)));
  // The served pages at the site's own addresses (mountBuiltClient adds them), before the body parsers and the rest.
  const pageRoutes = express.Router();
  app.use(pageRoutes);

  // Limits are counted per procedure call inside tRPC (see trpc/init.ts); these are their sizes.
  const limits = tierLimits(
    {
      api: options.apiRateLimit,
      auth: options.authRateLimit,
      contact: options.contactRateLimit,
      booking: options.bookingRateLimit,
      chatStart: options.chatStartRateLimit,
      chatMessage: options.chatMessageRateLimit,
    },
    options.config.limits,
  );
  const callLimiter = createBatchedLimiter();
  // The API tier for the routes outside tRPC (the kept reads, uploads, the calendar feed, OpenAPI, the tours widget).
  const limitApi = limitPlainRoutes(options.orm, callLimiter, limits.api);
  // Another site may link here, never act here: state changes must come from our own pages.
  app.use(['/api', '/trpc'], refuseCrossSite(publicUrl));
  // Before the JSON parser: the webhook's signature covers the raw body.
  if (stripe) mountStripeWebhook(app, options.orm, options.config);
  // A review import carries a whole CSV's rows in its one call (one transaction, decision 046): its own cap.
  app.use(`/trpc/${REVIEW_IMPORT_PROCEDURE}`, express.json({ limit: REVIEW_IMPORT_BODY_LIMIT }));
  const json = express.json({ limit: '100kb' });
  // A GET carries no body to parse.
  app.use(['/api', '/trpc'], (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : json(req, res, next)));

  // Public pages and their SEO heads are kept a while; any admin change drops them. They are read (rendered) in the
  // server's own context, once per kept page: not a client's call, so not rate-limited.
  const serverContext = () => createInnerContext({ em: options.orm.em.fork(), session: memorySession(), clientKey: 'server-render', config: { ...config, callLimiter: undefined } });
  const publishedPages = createPublishedPages(options.orm, options.seoHeadTtlMs ?? SEO_HEAD_TTL_MS);
  const heads = createSeoHeads({ orm: options.orm, publicUrl, ttlMs: options.seoHeadTtlMs, publishedPages });
  const ssrEntry = options.client === 'built' ? SSR_ENTRY : typeof options.client === 'object' ? options.client.ssrEntry : undefined;
  const renderer = ssrEntry
    ? createPageRenderer({
        createContext: serverContext,
        ttlMs: options.seoHeadTtlMs ?? SEO_HEAD_TTL_MS,
        entry: ssrEntry,
      })
    : undefined;
  // The public reads' answers, kept as their bytes; counted against the API tier before they are looked at.
  const keptReads = createKeptPublicReads(options.seoHeadTtlMs ?? SEO_HEAD_TTL_MS, limitApi);
  // Quotes and availability are kept only where every process hears of each booking and block (a trigger announces
  // them): a single process without the LISTEN connection works each one out.
  const nightAnswers = options.pageCacheDrops ? createKeptNightAnswers() : undefined;
  const dropKeptPages = () => {
    keptReads.clear();
    publishedPages.clear();
    heads.clear();
    renderer?.clear();
    nightAnswers?.clear();
  };
  await options.pageCacheDrops?.listen('admin', dropKeptPages);
  if (nightAnswers) await options.pageCacheDrops?.listen('nights', nightAnswers.clear);
  // This process's pages at once; the other processes' through PostgreSQL (page-cache-drops.ts).
  const onAdminChange = async () => {
    dropKeptPages();
    await announcePageCacheDrop(options.orm);
    await options.config.onAdminChange?.();
  };
  const config: ServerConfig = {
    ...options.config,
    limits,
    callLimiter,
    chatHub: options.chatHub ?? createChatHub(String(options.orm.config.get('clientUrl'))),
    chatStreams: options.chatStreams ?? createChatStreams(),
    onAdminChange,
    metrics,
    nightAnswers,
  };

  const createContext = async (req: Request, res: Response): Promise<Context> =>
    createInnerContext({
      em: options.orm.em.fork(),
      session: await cookieSession(req, res, options.session),
      // Secure exactly when the session cookie is (its name then carries the __Host- prefix).
      cookies: requestCookies(req, res, options.session.cookieName.startsWith('__Host-')),
      clientKey: req.ip ?? 'unknown',
      userAgent: req.get('user-agent'),
      config,
    });

  // Their REST answers go out as the kept answers' wire bytes, made by procedures that keep nothing themselves.
  if (nightAnswers) {
    mountKeptNightRoutes(keptReadRoutes, {
      answers: nightAnswers,
      em: () => options.orm.em.fork(),
      serverContext: () => createInnerContext({ em: options.orm.em.fork(), session: memorySession(), clientKey: 'server-render', config: { ...config, callLimiter: undefined, nightAnswers: undefined } }),
      limit: limitApi,
      sendError,
    });
  }
  mountRestRoutes(app, createContext, { reads: keptReads, serverContext, router: keptReadRoutes });
  // Photo uploads (multipart, streamed into the shared storage) count against the API tier like the other plain routes.
  // A finished encoding changes what the public pages show, as an admin change does.
  const photoJobs = options.photoJobs ? options.photoJobs(onAdminChange) : startPhotoJobs(options.orm, config.uploads.storage, onAdminChange, null);
  mountUploadRoutes(app, { orm: options.orm, limit: limitApi, createContext, jobs: photoJobs });
  mountUploadedPhotos(app, config.uploads.storage);
  // The calendar export is the one /api route outside tRPC; it counts against the same API tier.
  app.use('/api/calendar', limitApi);
  mountIcalFeed(app, options.orm);
  mountOpenApi(app, { limit: limitApi, sessionCookie: options.session.cookieName, serverUrl: publicUrl });
  mountToursWidget(app, options.orm, limitApi);
  app.use(
    '/trpc',
    trpcExpress.createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res),
      // Each call still counts on its own; the cap keeps one request from carrying hundreds of them.
      maxBatchSize: MAX_BATCH_SIZE,
      responseMeta: ({ ctx, paths, type }) => {
        // A chat stream refused past its cap answers 429, not tRPC's 200 with an error event.
        if (type === 'subscription' && ctx?.response.status) return { status: ctx.response.status };
        const cacheControl = cacheControlFor(paths ?? []);
        return cacheControl ? { headers: { 'cache-control': cacheControl } } : {};
      },
    }),
  );
  app.use('/api', (_req, res) => {
    res.status(404).json({ code: 'NOT_FOUND', message: 'No such API endpoint.' });
  });

  mountSeoFiles(app, publicUrl, publishedPages);
  provideSeoHeads(app, heads);
  if (options.client === 'built') mountBuiltClient(app, { heads, render: renderer, publishedPages, pageRoutes });
  else if (typeof options.client === 'function') await options.client(app);
  else if (options.client !== 'none') mountBuiltClient(app, { heads, template: options.client.template, render: renderer, publishedPages, pageRoutes });

  // Four parameters: Express takes only such a handler as the one for errors.
  app.use((error: unknown, req: Request, res: Response, _next: () => void) => answerEscapedError(error, req, res));
  return app;
}

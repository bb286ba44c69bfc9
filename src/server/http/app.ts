import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import type { SessionOptions } from 'iron-session';
import * as trpcExpress from '@trpc/server/adapters/express';
import type { Orm } from '../db/orm';
import { log } from '../logger';
import { mountIcalFeed } from '../modules/calendar-sync/ical-route';
import { mountStripeWebhook } from '../modules/payments/webhook-route';
import { provideSeoHeads } from '../modules/seo/seo-html';
import { createSeoHeads, SEO_HEAD_TTL_MS } from '../modules/seo/seo.service';
import { appRouter } from '../trpc/app-router';
import { createInnerContext, memorySession, type Context, type RequestConfig } from '../trpc/context';
import { mountBuiltClient, mountSeoFiles } from './client-pages';
import { createPageRenderer } from './server-render';
import { SSR_ENTRY } from '../paths';
import { mountRestRoutes } from './rest-routes';
import { cookieSession } from './session';

export interface AppOptions {
  orm: Orm;
  session: SessionOptions;
  publicUrl: string;
  trustProxy: number;
  /**
   * 'built' serves dist/client, rendering public pages with dist/ssr; { template }
   * serves that page template instead of dist/client/index.html (page tests),
   * rendering with `ssrEntry` when given; 'none' is for API tests; dev mounts Vite itself.
   */
  client: 'built' | 'none' | { template: string; ssrEntry?: string } | ((app: Express) => Promise<void> | void);
  /** How long a page's SEO head and its server rendering are reused (default 60 s). */
  seoHeadTtlMs?: number;
  authRateLimit?: number;
  contactRateLimit?: number;
  bookingRateLimit?: number;
  config?: RequestConfig;
  apiRateLimit?: number;
}

// Sign-in and registration are the strictest tier; every other call shares a roomier one.
const AUTH_PATHS = /^\/(api\/(login|register)|trpc\/[^?]*auth\.(login|register))/;
const CONTACT_PATHS = /^\/(api\/contact|trpc\/[^?]*contact\.send)/;
// Only the calls that place holds: looking at a booking or confirming a payment is not limited beyond the API tier.
const BOOKING_PATHS = /^\/(api\/holds|api\/bookings\/checkout|trpc\/[^?]*booking\.(hold|startCheckout))/;

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
    // The tours widget is a third-party page the owner chooses in site settings.
    'frame-src': ["'self'", 'https:', ...(stripe ? STRIPE_CSP.frame : [])],
    'media-src': ["'self'"],
    'upgrade-insecure-requests': https ? [] : null,
  };
}

export async function createApp(options: AppOptions): Promise<Express> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  // HSTS and upgrade-insecure-requests only make sense once the site is on https.
  const https = options.publicUrl.startsWith('https://');
  const payments = options.config?.payments;
  const stripe = payments?.mode === 'stripe';
  app.use(
    helmet({
      strictTransportSecurity: https,
      contentSecurityPolicy: options.client === 'built' ? { directives: cspDirectives({ https, stripe }) } : false,
    }),
  );
  app.use(compression());

  const json = { message: 'Too many requests. Please wait a moment and try again.', code: 'TOO_MANY_REQUESTS' };
  app.use(
    AUTH_PATHS,
    rateLimit({ windowMs: 15 * 60_000, limit: options.authRateLimit ?? 20, standardHeaders: 'draft-8', legacyHeaders: false, message: json }),
  );
  app.use(
    CONTACT_PATHS,
    rateLimit({ windowMs: 60 * 60_000, limit: options.contactRateLimit ?? 5, standardHeaders: 'draft-8', legacyHeaders: false, message: json }),
  );
  app.use(
    BOOKING_PATHS,
    rateLimit({ windowMs: 10 * 60_000, limit: options.bookingRateLimit ?? 30, standardHeaders: 'draft-8', legacyHeaders: false, message: json }),
  );
  app.use(['/api', '/trpc'], rateLimit({ windowMs: 60_000, limit: options.apiRateLimit ?? 600, standardHeaders: 'draft-8', legacyHeaders: false, message: json }));
  // Before the JSON parser: the webhook's signature covers the raw body.
  if (payments?.mode === 'stripe') mountStripeWebhook(app, options.orm, { ...options.config, payments });
  app.use(['/api', '/trpc'], express.json({ limit: '100kb' }));

  // Public pages and their SEO heads are kept a while; any admin change drops them.
  const heads = createSeoHeads({ orm: options.orm, publicUrl: options.publicUrl, ttlMs: options.seoHeadTtlMs });
  const ssrEntry = options.client === 'built' ? SSR_ENTRY : typeof options.client === 'object' ? options.client.ssrEntry : undefined;
  const renderer = ssrEntry
    ? createPageRenderer({
        createContext: () => createInnerContext({ em: options.orm.em.fork(), session: memorySession(), clientKey: 'server-render', config }),
        ttlMs: options.seoHeadTtlMs ?? SEO_HEAD_TTL_MS,
        entry: ssrEntry,
      })
    : undefined;
  const config: RequestConfig = {
    ...options.config,
    onAdminChange: () => {
      heads.clear();
      renderer?.clear();
      options.config?.onAdminChange?.();
    },
  };

  const createContext = async (req: Request, res: Response): Promise<Context> =>
    createInnerContext({
      em: options.orm.em.fork(),
      session: await cookieSession(req, res, options.session),
      clientKey: req.ip ?? 'unknown',
      config,
    });

  mountRestRoutes(app, createContext);
  mountIcalFeed(app, options.orm);
  app.use('/trpc', trpcExpress.createExpressMiddleware({ router: appRouter, createContext: ({ req, res }) => createContext(req, res) }));
  app.use('/api', (_req, res) => {
    res.status(404).json({ code: 'NOT_FOUND', message: 'No such API endpoint.' });
  });

  mountSeoFiles(app, options.publicUrl);
  provideSeoHeads(app, heads);
  if (options.client === 'built') mountBuiltClient(app, { heads, render: renderer });
  else if (typeof options.client === 'function') await options.client(app);
  else if (options.client !== 'none') mountBuiltClient(app, { heads, template: options.client.template, render: renderer });

  // Malformed JSON and anything else that escapes a handler: a plain sentence, never a stack.
  app.use((error: Error & { status?: number; type?: string }, req: Request, res: Response, _next: () => void) => {
    if (error.type === 'entity.parse.failed') {
      res.status(400).json({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
      return;
    }
    if (error.status === 413) {
      res.status(413).json({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
      return;
    }
    log.error(`${req.method} ${req.path} failed`, error);
    res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' });
  });
  return app;
}

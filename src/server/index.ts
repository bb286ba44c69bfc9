import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { connectDatabase } from './db/database';
import { migrate, openOrm } from './db/orm';
import { seedDatabase } from './db/seed';
import { parseEnv } from './env';
import { createApp } from './http/app';
import { sessionOptions } from './http/session';
import { log, setLogLevel } from './logger';
import { endExpiredSessions } from './modules/auth/session.service';
import { loadSessionSecret } from './session-secret';
import { smtpSender } from './modules/email/mailer';
import { startOutboxWorker } from './modules/email/outbox-worker';
import { startCalendarSync } from './modules/calendar-sync/calendar-sync.scheduler';
import { createDemoPaymentProvider } from './modules/payments/demo-provider';
import { startPaymentReconciliation } from './modules/payments/reconcile.scheduler';
import { createStripePaymentProvider } from './modules/payments/stripe-provider';
import type { ServerConfig } from './trpc/context';

// Boot order: environment → database → migrations and seed → HTTP → listen.
const env = parseEnv();
setLogLevel(env.logLevel);

const database = await connectDatabase(env);
const orm = await openOrm(database.url);
await migrate(orm);
if (env.seed) {
  const seeded = await seedDatabase(orm.em.fork());
  if (seeded.length > 0) log.info(`seeded ${seeded.join(', ')}`);
}
await endExpiredSessions(orm.em.fork());

const secret = loadSessionSecret(env.sessionSecret, env.sessionSecretFile);
const isDev = !env.isProduction && env.nodeEnv === 'development';
if (!env.stripe) log.info('no Stripe keys: demo payment mode');
const config: ServerConfig = {
  hostEmail: env.hostEmail,
  payments: env.stripe ? createStripePaymentProvider(env.stripe) : createDemoPaymentProvider(),
  // Its own key, derived from the session secret, so one secret to keep and rotating it ends both.
  bookingLinkSecret: createHmac('sha256', secret).update('booking-link-secret').digest('base64url'),
  publicUrl: env.publicUrl,
};
const app = await createApp({
  orm,
  session: sessionOptions(secret, env.cookieSecure),
  publicUrl: env.publicUrl,
  trustProxy: env.trustProxy,
  apiRateLimit: env.apiRateLimit,
  authRateLimit: env.authRateLimit,
  contactRateLimit: env.contactRateLimit,
  bookingRateLimit: env.bookingRateLimit,
  seoHeadTtlMs: env.pageCacheSeconds * 1000,
  config,
  client: isDev ? await devClient() : 'built',
});

// Without SMTP, mail waits in the outbox (visible to the owner in Admin → Emails) until it is configured.
const stopOutbox = env.smtpUrl ? startOutboxWorker(orm, smtpSender(env.smtpUrl), env.mailFrom) : async () => undefined;
if (!env.smtpUrl) log.info('no SMTP_URL: e-mail stays in the outbox');
const stopCalendarSync = startCalendarSync(orm, env.calendarSyncMinutes);
const stopReconciliation = startPaymentReconciliation(orm, config);

const server: Server = app.listen(env.port, env.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  log.info(`Kaneohe beach house site ready on http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${port}`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await stopOutbox();
  await stopCalendarSync();
  await stopReconciliation();
  await orm.close();
  await database.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** Vite in middleware mode: hot reload for `npm run dev`, never in production. */
async function devClient(): Promise<(app: Express) => Promise<void>> {
  return async (app) => {
    const { mountViteDev } = await import('./http/vite-dev');
    await mountViteDev(app);
  };
}

import path from 'node:path';
import type { Express } from 'express';
import { connectDatabase, type DatabaseHandle } from './db/database';
import { migrate, openOrm, whenPoolIdle } from './db/orm';
import { oneStartAtATime } from './db/startup-lock';
import { seedDatabase } from './composition/seed';
import { parseEnv } from './env';
import { createApp } from './http/app';
import { closeHttpServer, createHttpServer } from './http/http-server';
import { sessionOptions } from './http/session';
import { log, setLogLevel } from './logger';
import { endExpiredSessions, findSessionUser } from './modules/auth/session.service';
import { loadSessionSecret } from './session-secret';
import { signingSecretOf } from './platform/signing';
import { mailDeliveryOf } from './modules/email/mail-delivery';
import { smtpSender } from './modules/email/mailer';
import { startOutboxWorker } from './modules/email/outbox-worker';
import { startGuestMessages } from './modules/guest-messages/guest-messages.scheduler';
import { startBackupSchedule } from './modules/backups/backup.scheduler';
import { backupSettingsOf } from './modules/backups/backup-archive';
import { startCalendarSync } from './modules/calendar-sync/calendar-sync.scheduler';
import { createDemoPaymentProvider } from './modules/payments/demo-provider';
import { startPaymentReconciliation } from './modules/payments/reconcile.scheduler';
import { createChatHub } from './modules/chat/chat-hub';
import { createPageCacheDrops } from './http/page-cache-drops';
import { startPhotoJobs, type PhotoJobs } from './modules/uploads/photo-jobs';
import { createDiskStorage } from './modules/uploads/storage';
import { startChatAlerts } from './modules/chat/chat-alerts.scheduler';
import { createChatStreams } from './modules/chat/chat-presence';
import { createStripePaymentProvider } from './modules/payments/stripe-provider';
import { tierLimits } from './platform/rate-limit/rate-limit.tiers';
import type { ServerConfig } from './trpc/context';

// Boot order: environment → database → migrations and seed → HTTP → listen.
const env = parseEnv();
setLogLevel(env.logLevel);

/** Everything must be stopped within this, or the process exits anyway (a supervisor's patience). */
const SHUTDOWN_LIMIT_MS = 10_000;
/** Requests in flight and background rounds get this long to finish before they are cut. */
const SHUTDOWN_GRACE_MS = 4_000;

let database: DatabaseHandle | undefined;
// Until the server is up, a signal only stops the database we may have started (a migration is a transaction).
let shutdown = async (signal: string): Promise<void> => {
  log.info(`${signal} while starting: stopping`);
  await database?.stop().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

database = await connectDatabase(env);
const orm = await openOrm(database.url);
// Processes started together on one database migrate and seed one after another: each finds the work done before it.
await oneStartAtATime(database.url, async () => {
  await migrate(orm);
  if (env.seed) {
    const seeded = await seedDatabase(orm.em.fork());
    if (seeded.length > 0) log.info(`seeded ${seeded.join(', ')}`);
  }
});
await endExpiredSessions(orm.em.fork());

const secret = loadSessionSecret(env.sessionSecret, env.sessionSecretFile);
const isDev = !env.isProduction && env.nodeEnv === 'development';
if (!env.stripe) log.info('no Stripe keys: demo payment mode');
const config: ServerConfig = {
  findSessionUser,
  hostEmail: env.hostEmail,
  payments: env.stripe ? createStripePaymentProvider(env.stripe) : createDemoPaymentProvider(),
  mailDelivery: mailDeliveryOf(env.smtpUrl),
  signingSecret: signingSecretOf(secret),
  publicUrl: env.publicUrl,
  metricsToken: env.metricsToken,
  uploads: { storage: createDiskStorage(path.resolve(env.uploads.dir)), maxFileBytes: env.uploads.maxFileBytes },
  limits: tierLimits({
    api: env.apiRateLimit,
    auth: env.authRateLimit,
    contact: env.contactRateLimit,
    booking: env.bookingRateLimit,
    chatStart: env.chatStartRateLimit,
    chatMessage: env.chatMessageRateLimit,
  }),
};
// One LISTEN connection for this process's chat subscriptions, outside the ORM's pool.
const chatHub = createChatHub(database.url);
// This process's open chat streams: presence, heartbeat and the caps per conversation, client and process.
const chatStreams = createChatStreams({ limits: env.chatStreamLimits });
// One LISTEN connection for other processes' admin changes, which drop the public pages this one keeps.
const pageCacheDrops = createPageCacheDrops(database.url);
// Photo encodings: run here when this process takes an upload, and polled for those another process took.
let photoJobs: PhotoJobs | undefined;
let stopping = false;
const app = await createApp({
  orm,
  isStopping: () => stopping,
  photoJobs: (onDone) => (photoJobs = startPhotoJobs(orm, config.uploads.storage, onDone)),
  chatHub,
  pageCacheDrops,
  chatStreams,
  session: sessionOptions(secret, env.cookieSecure),
  trustProxy: env.trustProxy,
  seoHeadTtlMs: env.pageCacheSeconds * 1000,
  config,
  client: isDev ? await devClient() : 'built',
});

// Without SMTP, mail waits in the outbox (visible to the owner in Admin → Emails) until it is configured.
const stopOutbox = env.smtpUrl ? startOutboxWorker(orm, smtpSender(env.smtpUrl), env.mailFrom, { listenUrl: database.url }) : async () => undefined;
if (!env.smtpUrl) log.info('no SMTP_URL: e-mail stays in the outbox');
const stopCalendarSync = startCalendarSync(orm, env.calendarSyncMinutes);
const stopReconciliation = startPaymentReconciliation(orm, config);
const stopChatAlerts = startChatAlerts(orm, { ...config, hostAlertAfterMs: env.chatHostAlertAfterMinutes * 60_000 }, env.chatAlertIntervalSeconds * 1000);
// Pre-arrival, check-in day and review request e-mails into the outbox when due (decision 048).
const stopGuestMessages = startGuestMessages(orm, config, env.guestMessagesIntervalSeconds * 1000);
// The daily backup at a quiet Honolulu hour, by one process of however many (decision 056); BACKUP_SCHEDULE=off turns it off.
const stopBackups = env.backups.dailyAt
  ? startBackupSchedule(
      orm,
      backupSettingsOf(env, database.url),
      env.backups.dailyAt,
    )
  : async () => undefined;

// Our own timeouts and connection cap (src/server/http/http-server.ts), not Node's 60 s / 300 s defaults.
const server = createHttpServer(app, env.httpLimits);
server.listen(env.port, env.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  log.info(`Kaneohe beach house site ready on http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${port}`);
});

/** A background job's stop, bounded: its work is safe to cut (leases, conditional updates, the next round redoes it). */
const within = (ms: number, work: Promise<void>) =>
  Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);

const runningDatabase = database;
shutdown = async (signal) => {
  if (stopping) return;
  // From here GET /readyz says 503; with a drain time the server still serves meanwhile, so a load balancer
  // that probes it moves traffic away before its connections close.
  stopping = true;
  if (env.shutdownDrainMs > 0) {
    log.info(`${signal}: not ready; stopping in ${env.shutdownDrainMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, env.shutdownDrainMs));
  }
  log.info(`${signal}: stopping`);
  const force = setTimeout(() => {
    log.error(`shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s: exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  force.unref();
  try {
    // Stop taking requests and jobs together; the ORM and the database go only when both are done.
    await Promise.all([
      closeHttpServer(server, SHUTDOWN_GRACE_MS),
      // Ends the chat streams at once, so their connections do not hold the HTTP server open.
      chatHub.close(),
      pageCacheDrops.close(),
      within(SHUTDOWN_GRACE_MS, stopOutbox()),
      within(SHUTDOWN_GRACE_MS, stopCalendarSync()),
      within(SHUTDOWN_GRACE_MS, stopReconciliation()),
      within(SHUTDOWN_GRACE_MS, stopGuestMessages()),
      within(SHUTDOWN_GRACE_MS, stopBackups()),
      within(SHUTDOWN_GRACE_MS, stopChatAlerts()),
      within(SHUTDOWN_GRACE_MS, photoJobs?.stop() ?? Promise.resolve()),
    ]);
    // Calls whose clients have gone still run; their queries end before the pool closes, not aborted under them.
    if (!(await whenPoolIdle(orm, SHUTDOWN_GRACE_MS))) log.warn('shutdown: calls still held database connections; closing them anyway');
    await orm.close();
    await runningDatabase.stop();
    log.info('stopped cleanly');
    process.exit(0);
  } catch (error) {
    log.error('shutdown failed', error);
    process.exit(1);
  }
};

/** Vite in middleware mode: hot reload for `npm run dev`, never in production. */
async function devClient(): Promise<(app: Express) => Promise<void>> {
  return async (app) => {
    const { mountViteDev } = await import('./http/vite-dev');
    await mountViteDev(app);
  };
}

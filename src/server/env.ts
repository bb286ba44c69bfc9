import { z } from 'zod';
import { normalizePrefix } from './modules/backups/backup-copy-plan';
import { DEFAULT_TIER_LIMITS } from './platform/rate-limit/rate-limit.tiers';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../shared/property/photo-upload.rules';

/** Environment, parsed once at boot; nothing else reads process.env. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.string().optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    EMBEDDED_PG_DIR: z.string().default('data/postgres'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    SESSION_SECRET_FILE: z.string().default('data/session-secret'),
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    API_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_TIER_LIMITS.api.limit),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_TIER_LIMITS.auth.limit),
    BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_TIER_LIMITS.booking.limit),
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_TIER_LIMITS.contact.limit),
    CHAT_START_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_TIER_LIMITS.chatStart.limit),
    CHAT_MESSAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_TIER_LIMITS.chatMessage.limit),
    CHAT_HOST_ALERT_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
    CHAT_ALERT_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    GUEST_MESSAGES_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().default('Kaneohe Bay Beach House <no-reply@localhost>'),
    HOST_EMAIL: z.email().optional(),
    SEED: z.enum(['true', 'false']).default('true'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    UPLOADS_DIR: z.string().default('data/uploads'),
    UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(200).default(DEFAULT_UPLOAD_MAX_BYTES / (1024 * 1024)),
    BACKUPS_DIR: z.string().default('data/backups'),
    // The Honolulu time of the daily backup (HH:MM), or off.
    BACKUP_SCHEDULE: z.union([z.literal('off'), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'BACKUP_SCHEDULE must be HH:MM (Honolulu time) or off')]).default('03:30'),
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(14),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(8),
    PG_BIN_DIR: z.string().optional(),
    // The off-machine copy of each backup (decision 058): a folder (a mounted drive) and/or an S3-compatible bucket.
    BACKUP_COPY_DIR: z.string().trim().min(1).optional(),
    BACKUP_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'BACKUP_S3_ENDPOINT must be an http:// or https:// URL, e.g. https://s3.us-east-1.amazonaws.com' }).optional(),
    BACKUP_S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'BACKUP_S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
      .optional(),
    BACKUP_S3_REGION: z.string().trim().min(1).default('us-east-1'),
    BACKUP_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    BACKUP_S3_PREFIX: z.string().optional(),
    HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
    HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
    // Room for a thousand open chat streams beside the page and API traffic.
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2000),
    // Open chat streams: each holds a connection, so a process takes fewer than it has (default: 1,000, at most half the connection cap).
    CHAT_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).optional(),
    CHAT_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).default(6),
    CHAT_STREAMS_PER_CONVERSATION: z.coerce.number().int().min(1).default(3),
    STRIPE_SECRET_KEY: z.string().trim().regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ (or rk_)').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().trim().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
    STRIPE_API_BASE: z.url().optional(),
  })
  .superRefine((raw, ctx) => {
    // Node refuses a head timeout longer than the whole request's.
    if (raw.HTTP_HEADERS_TIMEOUT_SECONDS > raw.HTTP_REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({ code: 'custom', path: ['HTTP_HEADERS_TIMEOUT_SECONDS'], message: 'HTTP_HEADERS_TIMEOUT_SECONDS must not exceed HTTP_REQUEST_TIMEOUT_SECONDS' });
    }
    // Streams that could take every connection would lock out everyone else, the owner included.
    if (raw.CHAT_STREAMS_PER_PROCESS !== undefined && raw.CHAT_STREAMS_PER_PROCESS >= raw.HTTP_MAX_CONNECTIONS) {
      ctx.addIssue({ code: 'custom', path: ['CHAT_STREAMS_PER_PROCESS'], message: 'CHAT_STREAMS_PER_PROCESS must be below HTTP_MAX_CONNECTIONS' });
    }
    // Half a Stripe setup would take payments it cannot confirm: all three keys, or none (demo mode).
    const keys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
    const set = keys.filter((key) => raw[key]);
    if (set.length > 0 && set.length < keys.length) {
      for (const key of keys.filter((name) => !raw[name])) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when ${set.join(' and ')} is set (set all three Stripe keys, or none for demo payment mode)` });
      }
    }
    // Half an S3 setup would fail every night: the four settings, or none (then no prefix either). Values never appear in a message.
    const s3Keys = ['BACKUP_S3_ENDPOINT', 'BACKUP_S3_BUCKET', 'BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY'] as const;
    const s3Set = [...s3Keys, 'BACKUP_S3_PREFIX' as const].filter((key) => raw[key] !== undefined);
    if (s3Set.length > 0) {
      for (const key of s3Keys.filter((name) => raw[name] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when ${s3Set.join(' and ')} ${s3Set.length > 1 ? 'are' : 'is'} set (set ${s3Keys.join(', ')} for the S3 copy of backups, or none of them)` });
      }
    }
  })
  .transform((raw) => {
    const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
    return {
      nodeEnv: raw.NODE_ENV,
      isProduction: raw.NODE_ENV === 'production',
      host: raw.HOST,
      port: raw.PORT,
      publicUrl,
      databaseUrl: raw.DATABASE_URL,
      embeddedPg: { port: raw.EMBEDDED_PG_PORT, dir: raw.EMBEDDED_PG_DIR },
      sessionSecret: raw.SESSION_SECRET,
      sessionSecretFile: raw.SESSION_SECRET_FILE,
      // Secure cookies whenever the site is served over https (always in a real deployment).
      cookieSecure: raw.COOKIE_SECURE ? raw.COOKIE_SECURE === 'true' : publicUrl.startsWith('https://'),
      trustProxy: raw.TRUST_PROXY,
      seed: raw.SEED === 'true',
      /** Calls per minute per client on /api and /trpc. */
      apiRateLimit: raw.API_RATE_LIMIT,
      /** Sign-in and registration attempts per 15 minutes per client. */
      authRateLimit: raw.AUTH_RATE_LIMIT,
      /** Contact messages per hour per client. */
      contactRateLimit: raw.CONTACT_RATE_LIMIT,
      /** Holds per 10 minutes per client. */
      bookingRateLimit: raw.BOOKING_RATE_LIMIT,
      /** New chat conversations per hour per client. */
      chatStartRateLimit: raw.CHAT_START_RATE_LIMIT,
      /** Chat messages per 10 minutes per client, and per conversation. */
      chatMessageRateLimit: raw.CHAT_MESSAGE_RATE_LIMIT,
      /** With an admin in the inbox, how long a guest's message waits for a reply or a read before the host is e-mailed. */
      chatHostAlertAfterMinutes: raw.CHAT_HOST_ALERT_AFTER_MINUTES,
      /** Seconds between rounds of the chat's e-mail fallback (each process runs one). */
      chatAlertIntervalSeconds: raw.CHAT_ALERT_INTERVAL_SECONDS,
      /** Seconds between rounds that move due guest messages into the outbox (each process runs one; decision 048). */
      guestMessagesIntervalSeconds: raw.GUEST_MESSAGES_INTERVAL_SECONDS,
      smtpUrl: raw.SMTP_URL,
      mailFrom: raw.MAIL_FROM,
      hostEmail: raw.HOST_EMAIL,
      logLevel: raw.LOG_LEVEL,
      /** Minutes between imports of the Airbnb/VRBO/Booking.com calendars. */
      calendarSyncMinutes: raw.CALENDAR_SYNC_MINUTES,
      /** How long a public page's server rendering and SEO head are reused (0: never); admin changes drop them at once. */
      pageCacheSeconds: raw.PAGE_CACHE_SECONDS,
      /** After SIGTERM, how long the server still serves while GET /readyz says 503, so a load balancer stops sending it traffic first. */
      shutdownDrainMs: raw.SHUTDOWN_DRAIN_SECONDS * 1000,
      /** The scraper's token for GET /metrics; unset, nothing is measured. */
      metricsToken: raw.METRICS_TOKEN,
      /** Uploaded photos: the folder every server process shares, and the cap per file. */
      uploads: { dir: raw.UPLOADS_DIR, maxFileBytes: raw.UPLOAD_MAX_MB * 1024 * 1024 },
      /** Backups (decision 056): where they go, the daily Honolulu time (null: off), how many are kept, and where pg_dump is when not found by itself. */
      backups: {
        dir: raw.BACKUPS_DIR,
        dailyAt: raw.BACKUP_SCHEDULE === 'off' ? null : raw.BACKUP_SCHEDULE,
        retention: { daily: raw.BACKUP_KEEP_DAILY, weekly: raw.BACKUP_KEEP_WEEKLY },
        pgBinDir: raw.PG_BIN_DIR,
        /** The copies off the machine (decision 058): a folder, an S3-compatible bucket (all four settings), both or neither. */
        copies: {
          dir: raw.BACKUP_COPY_DIR ?? null,
          s3:
            raw.BACKUP_S3_ENDPOINT && raw.BACKUP_S3_BUCKET && raw.BACKUP_S3_ACCESS_KEY_ID && raw.BACKUP_S3_SECRET_ACCESS_KEY
              ? {
                  endpoint: raw.BACKUP_S3_ENDPOINT,
                  bucket: raw.BACKUP_S3_BUCKET,
                  region: raw.BACKUP_S3_REGION,
                  accessKeyId: raw.BACKUP_S3_ACCESS_KEY_ID,
                  secretAccessKey: raw.BACKUP_S3_SECRET_ACCESS_KEY,
                  prefix: normalizePrefix(raw.BACKUP_S3_PREFIX),
                }
              : null,
        },
      },
      /** Open chat streams at most: per conversation and per client across every process, and in this process. */
      chatStreamLimits: {
        perConversation: raw.CHAT_STREAMS_PER_CONVERSATION,
        perClient: raw.CHAT_STREAMS_PER_CLIENT,
        perProcess: raw.CHAT_STREAMS_PER_PROCESS ?? Math.max(1, Math.min(1000, Math.floor(raw.HTTP_MAX_CONNECTIONS / 2))),
      },
      /** Timeouts and a connection cap of our own, so slow clients cannot hold connections for Node's defaults. */
      httpLimits: {
        headersTimeoutMs: raw.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
        requestTimeoutMs: raw.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
        keepAliveTimeoutMs: raw.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
        maxConnections: raw.HTTP_MAX_CONNECTIONS,
      },
      /** Stripe when all three keys are set; otherwise the labelled offline demo payment mode. */
      stripe:
        raw.STRIPE_SECRET_KEY && raw.STRIPE_PUBLISHABLE_KEY && raw.STRIPE_WEBHOOK_SECRET
          ? { secretKey: raw.STRIPE_SECRET_KEY, publishableKey: raw.STRIPE_PUBLISHABLE_KEY, webhookSecret: raw.STRIPE_WEBHOOK_SECRET, apiBase: raw.STRIPE_API_BASE }
          : null,
    };
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

import { randomBytes } from 'node:crypto';
import path from 'node:path';

export interface E2eServer {
  port: number;
  pgPort: number;
  dataDir: string;
  /** The address the browser uses and the server's PUBLIC_URL (its links, and the passkeys' relying party). */
  publicUrl: string;
}

/**
 * The production server's settings in the browser tests: the suite's shared server (playwright.config.ts) and the
 * servers a spec starts for itself (fixtures/own-server.ts) are set up alike, so a spec on its own server tests the same product.
 */
// One session secret for the run, read by every worker (the config is loaded again in each): a spec that needs a link
// only the server signs (a review link, decision 050) derives the same key as the server (fixtures/review-link.ts).
process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString('hex');

export function e2eServerEnv(server: E2eServer): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(server.port),
    PUBLIC_URL: server.publicUrl,
    EMBEDDED_PG_PORT: String(server.pgPort),
    EMBEDDED_PG_DIR: path.join(server.dataDir, 'postgres'),
    // Uploaded photos live with the run's data, never in the checkout's ./data/uploads.
    UPLOADS_DIR: path.join(server.dataDir, 'uploads'),
    // No daily backup in the browser tests (the restore drill tests backups).
    BACKUP_SCHEDULE: 'off',
    SESSION_SECRET: process.env.E2E_SESSION_SECRET!,
    LOG_LEVEL: 'warn',
    // Each test calls from an address of its own in X-Forwarded-For (fixtures/test.ts, visitorHeaders), as guests do.
    TRUST_PROXY: '1',
    // Tests set a page's state by writing to the database directly, which the admin's cache clearing never sees.
    PAGE_CACHE_SECONDS: '0',
    // The whole suite is one client on one address, far busier than any visitor; the limits have their own tests.
    // Raised for every tier, so no spec runs into the counters the specs before it left.
    API_RATE_LIMIT: '100000',
    AUTH_RATE_LIMIT: '100000',
    BOOKING_RATE_LIMIT: '100000',
    CONTACT_RATE_LIMIT: '100000',
    CHAT_START_RATE_LIMIT: '100000',
    CHAT_MESSAGE_RATE_LIMIT: '100000',
    // The chat's e-mail fallback every 2 s instead of 30, so a spec sees the host's e-mail without waiting.
    CHAT_ALERT_INTERVAL_SECONDS: '2',
    GUEST_MESSAGES_INTERVAL_SECONDS: '2',
  };
}

import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium';
import type { E2eDatabaseOption } from './e2e/fixtures/test';
import { e2eServerEnv, type E2eServer } from './e2e/server-env';

// The config is read again in every worker: pick ports and folders once, in the
// first process, and hand them down through the environment.
function freePortSync(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}
process.env.E2E_PORT ??= String(freePortSync());
process.env.E2E_PG_PORT ??= String(freePortSync());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kbh-e2e-'));
// The run's folder under a name no fixture rewrites: e2e/fixtures/test.ts points E2E_DATA_DIR at its project's server in
// each worker, and a worker that started with the alone folder there derived `…/alone/alone` below.
process.env.E2E_RUN_DIR ??= process.env.E2E_DATA_DIR;
process.env.E2E_ALONE_PORT ??= String(freePortSync());
process.env.E2E_ALONE_PG_PORT ??= String(freePortSync());

/**
 * Specs that change what every other spec sees (they remove every account, patch the site's settings or texts, or edit the listing),
 * need the host away from the chat inbox, or book nights of this month, which the owner's morning counts
 * before and after its own booking. They run one at a time on a server and database of their own, beside the rest,
 * whose bookings and blocks sit on nights of their own from day 10 of next month on (decision 020) and which run
 * two at a time (decision 026) on the shared server (decision 047).
 */
const ALONE_DESKTOP = [
  'auth',
  'home',
  'chat-two-browsers',
  'chat-host',
  'admin-site-settings',
  'admin-texts',
  'admin-content-listing',
  'admin-attraction-images',
  'admin-photos',
  'admin-page-builder',
  'admin-reviews',
  'admin-chat',
  'admin-dashboard',
  'admin-calendar-grid',
  'admin-automation',
  'review-request',
];
const ALONE_PHONE = ['home', 'admin-chat', 'admin-morning'];
const specs = (names: string[], suffix: string) => new RegExp(`(^|/)(${names.join('|')})${suffix.replaceAll('.', '\\.')}$`);
const DESKTOP_ALONE = specs(ALONE_DESKTOP, '.spec.ts');
const PHONE_ALONE = specs(ALONE_PHONE, '.phone.spec.ts');
const PHONE = /\.phone\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

const shared: E2eServer = {
  port: Number(process.env.E2E_PORT),
  pgPort: Number(process.env.E2E_PG_PORT),
  dataDir: process.env.E2E_RUN_DIR,
  publicUrl: `http://127.0.0.1:${process.env.E2E_PORT}`,
};
const alone: E2eServer = {
  port: Number(process.env.E2E_ALONE_PORT),
  pgPort: Number(process.env.E2E_ALONE_PG_PORT),
  // Inside the run's folder, so whatever removes that folder removes this one too.
  dataDir: path.join(process.env.E2E_RUN_DIR, 'alone'),
  publicUrl: `http://127.0.0.1:${process.env.E2E_ALONE_PORT}`,
};
/** A project's server: the browser's address and, for the fixtures that set a page's state, its database. */
const on = (server: E2eServer) => ({ baseURL: server.publicUrl, e2eDatabase: { pgPort: server.pgPort, dataDir: server.dataDir } });
mkdirSync(alone.dataDir, { recursive: true });
const chromium = findChromium();

function webServer(server: E2eServer) {
  return {
    command: 'node dist/server/index.js',
    url: `${server.publicUrl}/api/property/public`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: e2eServerEnv(server),
  };
}

export default defineConfig<E2eDatabaseOption>({
  testDir: 'e2e',
  // e2e/**/*.test.ts are vitest unit tests of the fixtures (reserved-nights.test.ts).
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two browsers at a time in all: the browser tests wait on pages more than they compute, so two at a time took
  // about 40% less time even beside the vitest lane (measured: 38 public-page tests, 466 s with one worker, 286 s
  // with two), and a third only loaded the two cores further (load average 12 with the e2e step alone; alone specs
  // timed out beside the vitest lane). While the alone specs run on their server, the other browser works on the shared one.
  workers: 2,
  retries: 0,
  // Budgets for a hung step, not targets: `npm test` runs this beside the vitest projects on two
  // cores, and a working spec must not fail because the machine is busy.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Playwright empties its output folder when it starts; npm test's reports and logs sit beside it, in test-results/.
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  use: {
    // No trace by default: recording one (a screencast and a DOM snapshot at every step) cost about a fifth of the browsers'
    // and workers' CPU even for the passing tests it was thrown away for (measured: 132 → 108 CPU-s for six tests), and CI
    // keeps only the output's text. To see a failure step by step, run again with E2E_TRACE=retain-on-failure.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A guest's choice too, and the run's largest saving: the home page's hero video alone kept 60% of a core busy for as long
    // as a test stayed on that page. The specs about motion itself (the video, the carousel, the Motion setting) allow it.
    reducedMotion: 'reduce',
    launchOptions: { ...(chromium ? { executablePath: chromium } : {}), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop, alone', use: { ...desktop, ...on(alone) }, testMatch: DESKTOP_ALONE, workers: 1 },
    { name: 'phone, alone', use: { ...phone, ...on(alone) }, testMatch: PHONE_ALONE, workers: 1, dependencies: ['desktop, alone'] },
    { name: 'desktop', use: { ...desktop, ...on(shared) }, testIgnore: [PHONE, DESKTOP_ALONE], workers: 2 },
    { name: 'phone', use: { ...phone, ...on(shared) }, testMatch: PHONE, testIgnore: PHONE_ALONE, workers: 2 },
  ],
  webServer: [webServer(shared), webServer(alone)],
});

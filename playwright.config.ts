import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium';
import { e2eServerEnv } from './e2e/server-env';

// The config is read again in every worker: pick ports and folders once, in the
// first process, and hand them down through the environment.
function freePortSync(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}
process.env.E2E_PORT ??= String(freePortSync());
process.env.E2E_PG_PORT ??= String(freePortSync());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kbh-e2e-'));

/**
 * Specs that change what every other spec sees (they remove every account, patch the site's settings or texts, or edit the listing),
 * need the host away from the chat inbox, or book nights of this month, which the owner's morning counts
 * before and after its own booking. They run first, one at a time; then the rest, whose bookings and blocks
 * sit on nights of their own from day 10 of next month on (decision 020), runs two at a time (decision 026).
 */
const ALONE_DESKTOP = ['auth', 'home', 'chat-two-browsers', 'chat-host', 'admin-site-settings', 'admin-texts', 'admin-content-listing', 'admin-attraction-images', 'admin-photos', 'admin-page-builder', 'admin-chat', 'admin-dashboard', 'admin-calendar-grid'];
const ALONE_PHONE = ['home', 'admin-chat', 'admin-morning'];
const specs = (names: string[], suffix: string) => new RegExp(`(^|/)(${names.join('|')})${suffix.replaceAll('.', '\\.')}$`);
const DESKTOP_ALONE = specs(ALONE_DESKTOP, '.spec.ts');
const PHONE_ALONE = specs(ALONE_PHONE, '.phone.spec.ts');
const PHONE = /\.phone\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = findChromium();

export default defineConfig({
  testDir: 'e2e',
  // e2e/**/*.test.ts are vitest unit tests of the fixtures (reserved-nights.test.ts).
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers: the browser tests wait on pages more than they compute, so two at a time take about 40% less
  // time even beside the vitest lane (measured: 38 public-page tests, 466 s with one worker, 286 s with two).
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
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { ...(chromium ? { executablePath: chromium } : {}), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop, alone', use: desktop, testMatch: DESKTOP_ALONE, workers: 1 },
    { name: 'phone, alone', use: phone, testMatch: PHONE_ALONE, workers: 1, dependencies: ['desktop, alone'] },
    { name: 'desktop', use: desktop, testIgnore: [PHONE, DESKTOP_ALONE], dependencies: ['phone, alone'] },
    { name: 'phone', use: phone, testMatch: PHONE, testIgnore: PHONE_ALONE, dependencies: ['phone, alone'] },
  ],
  webServer: {
    command: 'node dist/server/index.js',
    url: `${baseURL}/api/property/public`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv({ port, pgPort: Number(process.env.E2E_PG_PORT), dataDir: process.env.E2E_DATA_DIR, publicUrl: baseURL }),
  },
});

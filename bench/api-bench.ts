/**
 * npm run bench: starts the production server on a throwaway database and
 * measures the public GET calls with autocannon (10 connections, 5 s each).
 * A benchmark to compare runs, not a test: it asserts nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDaysIso, addMonthsIso, firstOfMonthIso, todayAtProperty } from '../src/shared/lib/dates';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kbh-bench-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn('node', ['scripts/start.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(await freePort()),
    EMBEDDED_PG_DIR: path.join(dataDir, 'pg'),
    SESSION_SECRET_FILE: path.join(dataDir, 'secret'),
    LOG_LEVEL: 'warn',
    // The bench is one client hammering the API: lift the per-client limit for it.
    API_RATE_LIMIT: '1000000',
  },
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/property/public`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

const today = todayAtProperty();
const start = addDaysIso(today, 30);
const paths = [
  '/api/property/public',
  '/api/photos',
  '/api/amenities',
  '/api/amenity-categories',
  '/api/reviews/public',
  '/api/reviews/summary',
  '/api/nearby-attractions',
  '/api/settings/site_info',
  `/api/quote?start=${start}&end=${addDaysIso(start, 4)}&guests=2`,
  `/api/availability/merged?start=${addMonthsIso(firstOfMonthIso(today), -1)}&end=${addMonthsIso(today, 6)}`,
  '/',
];

try {
  await waitForServer();
  console.log(`${'path'.padEnd(60)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const urlPath of paths) {
    const result = await autocannon({ url: `${base}${urlPath}`, connections: 10, duration: 5 });
    const errors = result.errors + result.non2xx;
    console.log(
      `${urlPath.slice(0, 60).padEnd(60)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(7)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

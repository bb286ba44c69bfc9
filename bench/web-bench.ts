/**
 * npm run bench:web: starts the production server on a throwaway database (as
 * bench/api-bench.ts does) and runs Lighthouse's default mobile preset against
 * the main public pages in Debian's Chromium. Everything off the local server
 * is blocked, so it runs offline. A benchmark to compare runs: it asserts nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PAGES = ['/', '/stay', '/experiences'];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// The bench server speaks plain http on 127.0.0.1, so blocking every https URL
// blocks every third party (map tiles, the tours widget, fonts) and nothing of ours.
const BLOCKED_URL_PATTERNS = ['https://*', '*.openstreetmap.org*', '*.tile.openstreetmap.org*'];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function chromePath(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) throw new Error(`Chromium not found at ${candidate}; set CHROME_PATH`);
  return candidate;
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kbh-web-bench-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn('node', ['scripts/start.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: base,
    EMBEDDED_PG_PORT: String(await freePort()),
    EMBEDDED_PG_DIR: path.join(dataDir, 'pg'),
    SESSION_SECRET_FILE: path.join(dataDir, 'secret'),
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT: '1000000',
  },
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/property/public`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

interface Row {
  path: string;
  score: number | null;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  bytes: number | undefined;
  warnings: string[];
  version: string;
}

async function audit(port: number, urlPath: string): Promise<Row> {
  const result = await lighthouse(`${base}${urlPath}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: BLOCKED_URL_PATTERNS,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${urlPath}`);
  const { lhr } = result;
  const value = (id: string) => lhr.audits[id]?.numericValue;
  const score = lhr.categories.performance?.score;
  return {
    path: urlPath,
    score: score === null || score === undefined ? null : Math.round(score * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    warnings: [...lhr.runWarnings, ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])],
    version: lhr.lighthouseVersion,
  };
}

const fixed = (value: number | undefined, digits: number) => (value === undefined ? 'n/a' : value.toFixed(digits));

function printTable(rows: Row[]): void {
  const header = ['path', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'bytes'];
  const lines = rows.map((row) => [
    row.path,
    row.score === null ? 'n/a' : String(row.score),
    fixed(row.lcpMs, 0),
    fixed(row.tbtMs, 0),
    fixed(row.cls, 3),
    fixed(row.bytes, 0),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  for (const row of rows) for (const warning of row.warnings) console.log(`warning ${row.path}: ${warning}`);
}

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const rows: Row[] = [];
  // One page at a time: parallel runs on one Chrome would skew each other's timings.
  for (const urlPath of PAGES) rows.push(await audit(chrome.port, urlPath));
  console.log(`Lighthouse ${rows[0]?.version ?? ''}, default mobile preset (simulated throttling), ${base}`);
  printTable(rows);
} finally {
  chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.on('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}

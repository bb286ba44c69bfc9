/**
 * npm run bench: starts the production server on a throwaway database and
 * measures the public GET calls and pages with autocannon (10 connections),
 * each against a minimal Express answering the same bytes (framework-limit.ts).
 * A benchmark to compare runs, not a test: it asserts nothing.
 */
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server';
import { benchChat } from './chat-bench';
import { benchAgainstLimit } from './framework-limit';
import { benchHolds } from './holds-bench';
import { benchScaling } from './scaling-bench';
import { fillTenYears } from './report-bench-data';
import { addDaysIso, addMonthsIso, firstOfMonthIso, todayAtProperty } from '../src/shared/lib/dates';

// `npm run bench -- chat` runs the chat figure alone, `npm run bench -- holds` the hold and checkout figure alone,
// `npm run bench -- reports` the owner's reports over ten years of history alone, `npm run bench -- scaling` one process
// against two behind a round-robin proxy alone, `npm run bench -- limit` the public reads against the framework's limit alone.
const limitOnly = process.argv.includes('limit');
const chatOnly = process.argv.includes('chat');
const scalingOnly = process.argv.includes('scaling');
const holdsOnly = process.argv.includes('holds');
const reportsOnly = process.argv.includes('reports');
const server = await startBenchServer();
const { base, databaseUrl, stop, pid } = server;

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
  '/stay',
  '/experiences',
  '/booking',
];
// A read the page cache answers, one the database answers every time, and the home page.
const scalingPaths = ['/api/property/public', paths.find((candidate) => candidate.startsWith('/api/quote'))!, '/'];

try {
  if (holdsOnly) {
    await benchHolds(base);
  } else if (scalingOnly) {
    await benchScaling(server, scalingPaths);
  } else if (limitOnly) {
    await benchAgainstLimit(base, paths);
  } else if (reportsOnly) {
    await fillTenYears(databaseUrl(), today);
    await benchOwner(await registerOwner());
  } else {
    await benchAll();
  }
} finally {
  await stop();
}

async function benchAll() {
  if (!chatOnly) await benchApi();
  if (!chatOnly) await benchScaling(server, scalingPaths);
  const cookie = await registerOwner();
  if (!chatOnly) await benchOwner(cookie);
  await benchChat(base, cookie, pid);
}

/** The first account registered is the owner's; its session cookie. */
async function registerOwner(): Promise<string> {
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Owner', email: 'bench-owner@example.com', password: 'correct horse battery staple' }),
  });
  return (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function benchApi() {
  await benchAgainstLimit(base, paths);

  // The owner's reports and dashboard over ten years of history (1,500 stays with their timelines, 5,000 blocks), and the
  // reads that history could slow down: the quote and availability over 6 and 24 months.
  await fillTenYears(databaseUrl(), today);
  const availabilityFrom = addMonthsIso(firstOfMonthIso(today), -1);
  console.log('\nwith ten years of history:');
  await benchAgainstLimit(base, [
    paths.find((candidate) => candidate.startsWith('/api/quote'))!,
    `/api/availability/merged?start=${availabilityFrom}&end=${addMonthsIso(today, 6)}`,
    `/api/availability/merged?start=${availabilityFrom}&end=${addMonthsIso(today, 24)}`,
  ]);
}

/**
 * The owner's reports and dashboard: one client asking in turn, as the owner does. 'cold ms' is the first answer
 * after the history was written (what the owner waits for on opening Reporting); each must come under 1 s.
 */
async function benchOwner(cookie: string) {
  const reportFrom = addMonthsIso(firstOfMonthIso(today), -11);
  const adminPaths = [
    `/api/admin/reports/summary?from=${reportFrom}&to=${today}`,
    `/api/admin/reports/summary?from=${firstOfMonthIso(today)}&to=${addDaysIso(addMonthsIso(firstOfMonthIso(today), 12), -1)}`,
    `/api/admin/reports/on-the-books?asOf=${today}`,
    '/api/admin/dashboard',
    `/api/admin/reports/tax?year=${today.slice(0, 4)}&period=monthly&basis=accrual`,
    `/api/admin/reports/tax?year=${today.slice(0, 4)}&period=quarterly&basis=cash`,
  ];
  console.log(`${'owner path'.padEnd(60)} ${'cold ms'.padStart(8)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const urlPath of adminPaths) {
    const started = performance.now();
    const first = await fetch(`${base}${urlPath}`, { headers: { cookie } });
    await first.arrayBuffer();
    const cold = performance.now() - started;
    const result = await autocannon({ url: `${base}${urlPath}`, connections: 1, duration: 5, headers: { cookie } });
    const errors = result.errors + result.non2xx + (first.ok ? 0 : 1);
    console.log(
      `${urlPath.slice(0, 60).padEnd(60)} ${cold.toFixed(0).padStart(8)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(7)}`,
    );
  }
}

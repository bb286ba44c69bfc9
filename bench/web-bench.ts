/**
 * npm run bench:web: starts the production server on a throwaway database (as
 * bench/api-bench.ts does) and runs Lighthouse's default mobile preset against
 * the public pages in Debian's Chromium. Everything off the local server
 * is blocked, so it runs offline. Each page is audited RUNS times (default 5)
 * and the run with the median score is printed, as Lighthouse's own guidance
 * on variability advises, then each page's figures against issue 23's targets
 * (web-targets.ts); it exits non-zero when one is missed. Timings follow the
 * machine's load, printed beside them: judge a miss on a quiet machine.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { startBenchServer } from './bench-server';
import { BUILT_PAGE_PATH, publishBuiltPage } from './built-page';
import { missedTargets, WEB_TARGETS, type PageRun } from './web-targets';

// PAGES=/,/stay measures only those pages.
// The built page is one the owner might make with the Page Builder: twelve blocks of every kind (bench/built-page.ts).
const PAGES = process.env.PAGES ? process.env.PAGES.split(',') : ['/', '/stay', '/experiences', '/booking', '/contact', '/policies', BUILT_PAGE_PATH];
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
// LH_REPORTS=folder keeps every run's full Lighthouse report (JSON), to see what a score is made of.
const REPORTS = process.env.LH_REPORTS;

// The bench server speaks plain http on 127.0.0.1, so blocking every https URL
// blocks every third party (map tiles, the tours widget, fonts) and nothing of ours.
const BLOCKED_URL_PATTERNS = ['https://*', '*.openstreetmap.org*', '*.tile.openstreetmap.org*'];

const chromium = findChromium();
if (!chromium) throw new Error('No Chromium: apt-get install -y chromium, or set CHROME_PATH');
const { base, stop, databaseUrl } = await startBenchServer();
await publishBuiltPage(databaseUrl());

/** One run's figures: those the targets judge (PageRun: score, accessibility, best practices, LCP, TBT, CLS) and more. */
interface Row extends PageRun {
  bytes: number | undefined;
  /** The JavaScript the page loads, transfer size (compressed). */
  jsBytes: number | undefined;
  warnings: string[];
  version: string;
  /** Lighthouse's measure of this machine's CPU speed (its simulated throttling assumes a fast desktop). */
  benchmarkIndex: number | undefined;
  /** The machine's 1-minute load average when the run ended: TBT follows it. */
  load: number;
}

async function audit(port: number, urlPath: string): Promise<Row> {
  const result = await lighthouse(`${base}${urlPath}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    blockedUrlPatterns: BLOCKED_URL_PATTERNS,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${urlPath}`);
  const { lhr } = result;
  if (REPORTS) {
    await mkdir(REPORTS, { recursive: true });
    await writeFile(path.join(REPORTS, `${urlPath.replaceAll('/', '_') || '_'}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue;
  const score = lhr.categories.performance?.score;
  const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items;
  return {
    path: urlPath,
    score: score === null || score === undefined ? null : Math.round(score * 100),
    a11y: percent(lhr.categories.accessibility?.score),
    bestPractices: percent(lhr.categories['best-practices']?.score),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    jsBytes: resources?.find((item) => item.resourceType === 'script')?.transferSize,
    warnings: [...lhr.runWarnings, ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])],
    version: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    load: loadavg()[0]!,
  };
}

function percent(score: number | null | undefined): number | null {
  return score === null || score === undefined ? null : Math.round(score * 100);
}

/** The run whose score is the median (runs without a score sort first). */
function medianRun(runs: Row[]): Row {
  const sorted = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
  return sorted[Math.floor(sorted.length / 2)]!;
}

const fixed = (value: number | undefined, digits: number) => (value === undefined ? 'n/a' : value.toFixed(digits));

function printTable(rows: Row[]): void {
  const header = ['path', 'perf', 'a11y', 'b.p.', 'LCP ms', 'TBT ms', 'CLS', 'bytes', 'JS bytes', 'load'];
  const lines = rows.map((row) => [
    row.path,
    row.score === null ? 'n/a' : String(row.score),
    row.a11y === null ? 'n/a' : String(row.a11y),
    row.bestPractices === null ? 'n/a' : String(row.bestPractices),
    fixed(row.lcpMs, 0),
    fixed(row.tbtMs, 0),
    fixed(row.cls, 3),
    fixed(row.bytes, 0),
    fixed(row.jsBytes, 0),
    fixed(row.load, 1),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  for (const row of rows) for (const warning of row.warnings) console.log(`warning ${row.path}: ${warning}`);
}

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  const rows: Row[] = [];
  const everyRun: Row[] = [];
  const missed: string[] = [];
  // One page at a time: parallel runs on one Chrome would skew each other's timings.
  for (const urlPath of PAGES) {
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome.port, urlPath));
    rows.push(medianRun(runs));
    everyRun.push(...runs);
    missed.push(...missedTargets(runs));
  }
  console.log(`Lighthouse ${rows[0]?.version ?? ''}, default mobile preset (simulated throttling), median of ${RUNS} run(s), ${base}`);
  console.log(`CPU benchmark index of this machine: ${rows.map((row) => fixed(row.benchmarkIndex, 0)).join(', ')}`);
  printTable(rows);
  if (RUNS > 1) {
    // Every run, to judge the noise between two builds.
    console.log('\nevery run:');
    printTable(everyRun);
  }
  const targets = `performance ≥ ${WEB_TARGETS.medianScore} (median), ≥ ${WEB_TARGETS.everyRunScore} (every run); TBT ≤ ${WEB_TARGETS.tbtMs} ms; LCP ≤ ${WEB_TARGETS.lcpMs} ms; CLS ≤ ${WEB_TARGETS.cls}; accessibility and best practices 100`;
  console.log(`\ntargets (issue 23): ${targets}; load average now ${fixed(loadavg()[0], 1)}`);
  if (missed.length) {
    for (const line of missed) console.log(`missed ${line}`);
    process.exitCode = 1;
  } else console.log('every page met every target');
} finally {
  chrome?.kill();
  await stop();
}

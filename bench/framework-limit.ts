import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build, type Histogram } from 'hdr-histogram-js';

/** What a browser sends: the answers are measured compressed, as visitors get them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' };
/** Headers the limit server's own HTTP layer writes for itself. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface RecordedAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** One answer of the app exactly as it went over the wire: status, headers and the (compressed) body bytes, undecoded. */
function recordAnswer(base: string, urlPath: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(`${base}${urlPath}`, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: [string, string][] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index]!;
          if (!PER_CONNECTION.has(name.toLowerCase())) headers.push([name, response.rawHeaders[index + 1]!]);
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Starts bench/limit-server.ts in a process of its own with `answers`, and gives its address. */
async function startLimitServer(answers: Map<string, RecordedAnswer>): Promise<{ base: string; stop: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'kbh-limit-'));
  const file = path.join(folder, 'answers.json');
  writeFileSync(file, JSON.stringify([...answers].map(([urlPath, answer]) => [urlPath, { ...answer, body: answer.body.toString('base64') }])));
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('limit-server.ts', import.meta.url)), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim()));
    child.once('exit', (code) => reject(new Error(`the limit server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

interface Run {
  perSecond: number;
  errors: number;
}

/**
 * A latency record that lasts across runs (autocannon frees its own at the end of each), so the p99 is that of every
 * request sent to a server on a path, not the worst of short runs. As autocannon builds its own, in JavaScript.
 */
function latencyRecord(): Histogram {
  const record = build({ bitBucketSize: 64, autoResize: true, lowestDiscernibleValue: 1, highestTrackableValue: 10_000, numberOfSignificantValueDigits: 5 });
  record.destroy = () => undefined;
  return record;
}

async function measure(url: string, seconds: number, latencies: Histogram): Promise<Run> {
  // `histograms` is autocannon's own option (lib/run.js), missing from its types.
  const options = { url, connections: 10, duration: seconds, headers: BROWSER_HEADERS, histograms: { latencies } } as autocannon.Options;
  const result = await autocannon(options);
  // Over the run's own time: autocannon's per-second average of a short run rests on one or two samples.
  return { perSecond: result.requests.total / result.duration, errors: result.errors + result.non2xx };
}

const TARGET_FRACTION = 0.8;
const TARGET_P99_MS = 20;
/** Pairs of runs per path: the limit server alone moves by a quarter from one second to the next on this machine. */
const ROUNDS = 12;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each path on the app and on the limit server in `ROUNDS` back-to-back pairs, the order turned each round (so neither
 * always runs on the warmer or busier machine), 10 connections. A pair's two runs share the machine's state of that
 * moment, so the app's share of the limit is taken pair by pair and the median of the pairs printed (with their
 * spread) beside the targets: at least 80% of the limit, p99 at most 20 ms. The load average is printed with each line:
 * on a busy machine both sides slow down, the share less so.
 */
export async function benchAgainstLimit(appBase: string, paths: readonly string[], seconds = 1): Promise<void> {
  const answers = new Map<string, RecordedAnswer>();
  for (const urlPath of paths) answers.set(urlPath, await recordAnswer(appBase, urlPath));
  const limit = await startLimitServer(answers);
  try {
    console.log(`\npublic reads against the framework's limit (a minimal Express answering the same bytes), ${BROWSER_HEADERS['accept-encoding']}`);
    console.log(
      `${'path'.padEnd(48)} ${'bytes'.padStart(7)} ${'app/s'.padStart(7)} ${'limit/s'.padStart(8)} ${'share'.padStart(6)} ${'pairs'.padStart(10)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'load'.padStart(5)}  targets`,
    );
    // Each server's code warmed (compiled by V8) on every path first, so the first path measured is not the one that pays for it.
    for (const urlPath of paths) for (const base of [appBase, limit.base]) await measure(`${base}${urlPath}`, 1, latencyRecord());
    for (const urlPath of paths) {
      const load = loadavg()[0]!;
      const ours: Run[] = [];
      const theirs: Run[] = [];
      const ourLatencies = latencyRecord();
      for (let round = 0; round < ROUNDS; round += 1) {
        if (round % 2 === 0) {
          ours.push(await measure(`${appBase}${urlPath}`, seconds, ourLatencies));
          theirs.push(await measure(`${limit.base}${urlPath}`, seconds, latencyRecord()));
        } else {
          theirs.push(await measure(`${limit.base}${urlPath}`, seconds, latencyRecord()));
          ours.push(await measure(`${appBase}${urlPath}`, seconds, ourLatencies));
        }
      }
      const shares = ours.map((run, round) => (theirs[round]!.perSecond > 0 ? run.perSecond / theirs[round]!.perSecond : 0));
      const share = median(shares);
      const p99 = ourLatencies.getValueAtPercentile(99);
      const errors = [...ours, ...theirs].reduce((sum, run) => sum + run.errors, 0);
      const missed = [share < TARGET_FRACTION ? `share < ${TARGET_FRACTION}` : '', p99 > TARGET_P99_MS ? `p99 > ${TARGET_P99_MS} ms` : ''].filter(Boolean);
      const spread = `${Math.min(...shares).toFixed(2)}–${Math.max(...shares).toFixed(2)}`;
      console.log(
        `${urlPath.slice(0, 48).padEnd(48)} ${String(answers.get(urlPath)!.body.length).padStart(7)} ${median(ours.map((run) => run.perSecond)).toFixed(0).padStart(7)} ${median(theirs.map((run) => run.perSecond)).toFixed(0).padStart(8)} ${share.toFixed(2).padStart(6)} ${spread.padStart(10)} ${String(p99).padStart(7)} ${String(errors).padStart(7)} ${load.toFixed(1).padStart(5)}  ${missed.length ? `missed: ${missed.join(', ')}` : 'met'}`,
      );
    }
  } finally {
    await limit.stop();
  }
}

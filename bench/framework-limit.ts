import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

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
  p99: number;
  errors: number;
}

async function measure(url: string, seconds: number): Promise<Run> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: BROWSER_HEADERS });
  return { perSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const TARGET_FRACTION = 0.8;
const TARGET_P99_MS = 20;

/**
 * Each path on the app and on the limit server, alternately (app then limit, then limit then app, so neither always
 * runs on the warmer or busier machine), 10 connections, and the app's figure as a fraction of the limit beside the
 * targets: at least 80% of the limit, p99 at most 20 ms. The load average is printed with each line: on a busy machine
 * both sides slow down, the fraction less so.
 */
export async function benchAgainstLimit(appBase: string, paths: readonly string[], seconds = 3): Promise<void> {
  const answers = new Map<string, RecordedAnswer>();
  for (const urlPath of paths) answers.set(urlPath, await recordAnswer(appBase, urlPath));
  const limit = await startLimitServer(answers);
  try {
    console.log(`\npublic reads against the framework's limit (a minimal Express answering the same bytes), ${BROWSER_HEADERS['accept-encoding']}`);
    console.log(
      `${'path'.padEnd(48)} ${'bytes'.padStart(7)} ${'app/s'.padStart(7)} ${'limit/s'.padStart(8)} ${'share'.padStart(6)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'load'.padStart(5)}  targets`,
    );
    // Each server's code warmed (compiled by V8) on every path first, so the first path measured is not the one that pays for it.
    for (const urlPath of paths) for (const base of [appBase, limit.base]) await measure(`${base}${urlPath}`, 1);
    for (const urlPath of paths) {
      const load = loadavg()[0]!;
      const appFirst = [await measure(`${appBase}${urlPath}`, seconds), await measure(`${limit.base}${urlPath}`, seconds)];
      const limitFirst = [await measure(`${limit.base}${urlPath}`, seconds), await measure(`${appBase}${urlPath}`, seconds)];
      const ours = [appFirst[0]!, limitFirst[1]!];
      const theirs = [appFirst[1]!, limitFirst[0]!];
      const mean = (runs: Run[]) => runs.reduce((sum, run) => sum + run.perSecond, 0) / runs.length;
      const share = mean(theirs) > 0 ? mean(ours) / mean(theirs) : 0;
      const p99 = Math.max(...ours.map((run) => run.p99));
      const errors = [...ours, ...theirs].reduce((sum, run) => sum + run.errors, 0);
      const missed = [share < TARGET_FRACTION ? `share < ${TARGET_FRACTION}` : '', p99 > TARGET_P99_MS ? `p99 > ${TARGET_P99_MS} ms` : ''].filter(Boolean);
      console.log(
        `${urlPath.slice(0, 48).padEnd(48)} ${String(answers.get(urlPath)!.body.length).padStart(7)} ${mean(ours).toFixed(0).padStart(7)} ${mean(theirs).toFixed(0).padStart(8)} ${share.toFixed(2).padStart(6)} ${String(p99).padStart(7)} ${String(errors).padStart(7)} ${load.toFixed(1).padStart(5)}  ${missed.length ? `missed: ${missed.join(', ')}` : 'met'}`,
      );
    }
  } finally {
    await limit.stop();
  }
}

import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import express from 'express';

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

/**
 * The limit of this machine for our framework (issue 23): a minimal Express 5 answering each path with the app's own
 * recorded bytes and headers from memory (same ETag, same compression), nothing else on the path.
 */
async function startLimitServer(answers: Map<string, RecordedAnswer>): Promise<{ base: string; stop: () => Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use((req, res) => {
    const answer = answers.get(req.originalUrl);
    if (!answer) {
      res.status(404).end();
      return;
    }
    res.status(answer.status);
    for (const [name, value] of answer.headers) res.append(name, value);
    res.end(answer.body);
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
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

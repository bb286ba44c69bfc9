import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEmbeddedPassword } from '../src/server/db/embedded-password';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The production server (built first if needed) on a throwaway database and
 * free ports, for the benches. The per-client API limit is lifted: a bench is
 * one client on purpose.
 */
export interface BenchServer {
  base: string;
  /** The server's own database, for benches that fill it with data first (readable once the server is up). */
  databaseUrl: () => string;
  /** The session secret's file, for a second process that must read the first one's cookies. */
  secretFile: string;
  stop: () => Promise<void>;
  pid: number;
}

/** `joining`: a further process on that server's database (DATABASE_URL, as several processes run in production). */
export async function startBenchServer(joining?: BenchServer): Promise<BenchServer> {
  const port = await freePort();
  const pgPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kbh-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const secretFile = joining?.secretFile ?? path.join(dataDir, 'secret');
  const database = joining
    ? { DATABASE_URL: joining.databaseUrl() }
    : { EMBEDDED_PG_PORT: String(pgPort), EMBEDDED_PG_DIR: path.join(dataDir, 'pg') };
  const server = spawn('node', ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: base,
      ...database,
      SESSION_SECRET_FILE: secretFile,
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: '1000000',
      // The hold figure: hundreds of holds and checkouts from one address.
      BOOKING_RATE_LIMIT: '1000000',
      // The chat figure: 1,000 guests, each its own client through X-Forwarded-For (chat-bench.ts), each keeping one stream open
      // (CHAT_STREAMS_PER_PROCESS' default, 1,000, has room); other benches send no such header and stay one client.
      TRUST_PROXY: '1',
      CHAT_START_RATE_LIMIT: '1000000',
    },
  });
  const databaseUrl = joining?.databaseUrl ?? (() => `postgresql://postgres:${readEmbeddedPassword(path.join(dataDir, 'pg'))}@127.0.0.1:${pgPort}/beach_house`);
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.on('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`server exited with code ${server.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/api/property/public`)).ok) return { base, databaseUrl, secretFile, stop, pid: server.pid! };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('server did not start');
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/integration-global-setup';
import { findLeftoverPostmaster, isProcessAlive } from './db/postmaster';

/**
 * The real server (src/server/index.ts under tsx) as `npm start` runs it, in a
 * throwaway folder with its own ports: killed outright, started again, and
 * stopped with SIGTERM, as a crash, a power cut or a supervisor would.
 */
const ENTRY = path.resolve('src/server/index.ts');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const OWNER = { name: 'Owner', email: 'owner@example.com', password: 'a long enough password' };

let dir: string;
let httpPort: number;
let pgPort: number;
const children: ChildProcess[] = [];

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(httpPort), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'info', ...extraEnv };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ['--import', TSX, ENTRY], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`the server did not start in 90 s:\n${output}`)), 90_000);
    const check = () => {
      if (output.includes('site ready on')) {
        clearTimeout(timeout);
        resolve();
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timeout);
      reject(new Error(`the server exited (${code}) while starting:\n${output}`));
    });
  });
  return { child, output: () => output, exited };
}

const api = (pathname: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${httpPort}${pathname}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function portIsClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kbh-lifecycle-'));
  // The server serves a built client; a bare page template is all these tests need.
  mkdirSync(path.join(dir, 'dist/client'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/client/index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  httpPort = await freePort();
  pgPort = await freePort();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  const leftover = findLeftoverPostmaster(path.join(dir, 'data/postgres'));
  if (leftover.state === 'running') {
    process.kill(leftover.pid, 'SIGQUIT');
    for (let i = 0; i < 100 && isProcessAlive(leftover.pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await rm(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  let second: RunningServer | undefined;

  it('starts again after being killed with SIGKILL, with nothing lost', async () => {
    const first = await startServer();
    expect((await api('/api/register', OWNER)).status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;
    // What a kill -9 leaves behind: PostgreSQL still running on our data folder.
    expect(findLeftoverPostmaster(path.join(dir, 'data/postgres')).state).toBe('running');

    second = await startServer();
    expect(second.output()).toMatch(/a server left running by a previous run \(pid \d+\) holds .*; stopping it/);
    expect((await api('/api/property/public')).status).toBe(200);
    const signIn = await api('/api/login', { email: OWNER.email, password: OWNER.password });
    expect(signIn.status).toBe(200);
  }, 180_000);

  it('refuses to start beside a live server on the same data folder, and leaves that one running', async () => {
    const running = second ?? (await startServer());
    second = running;
    await expect(startServer()).rejects.toThrow(/Another server \(pid \d+\) is using the database in/);
    expect((await api('/api/property/public')).status).toBe(200);
  }, 180_000);

  it('stops cleanly on SIGTERM within 10 seconds: exit code 0 and the database port closed', async () => {
    // The server the first test started again, or a new one if that test failed.
    const server = second ?? (await startServer());
    // A client in the middle of a request must not hold the shutdown past its grace.
    const slow = connect(httpPort, '127.0.0.1');
    slow.on('error', () => undefined);
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write('GET /api/property/public HTTP/1.1\r\nHost: localhost\r\n');
    const started = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(code).toBe(0);
    expect(server.output()).toContain('stopped cleanly');
    expect(await portIsClosed(pgPort)).toBe(true);
    expect(await portIsClosed(httpPort)).toBe(true);
    expect(findLeftoverPostmaster(path.join(dir, 'data/postgres')).state).toBe('none');
    slow.destroy();
  }, 120_000);

  it('says 503 at /readyz from the moment SIGTERM arrives and still serves for its drain time, then stops cleanly', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_SECONDS: '5' });
    expect((await api('/readyz')).status).toBe(200);
    server.child.kill('SIGTERM');
    // The signal is taken between two requests: ask until it has been (a few milliseconds).
    let readiness = await api('/readyz');
    while (readiness.status === 200) readiness = await api('/readyz');
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'unavailable', checks: { database: 'not checked', migrations: 'not checked', shutdown: 'stopping' } });
    // Draining, not gone: what the load balancer still sends meanwhile is answered.
    expect((await api('/api/property/public')).status).toBe(200);
    expect((await api('/healthz')).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: not ready; stopping in 5 s');
    expect(server.output()).toContain('stopped cleanly');
    expect(await portIsClosed(httpPort)).toBe(true);
  }, 120_000);
});

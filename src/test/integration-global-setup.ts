import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { setLogLevel } from '../server/logger';
import { createTemplateDatabases } from './test-database';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One real PostgreSQL for the run, in a throwaway folder; each test file makes its own database in it, copied from a template. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  setLogLevel('warn');
  const dir = await mkdtemp(path.join(tmpdir(), 'kbh-test-pg-'));
  const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port: await freePort() });
  await createTemplateDatabases(db.url('postgres'));
  project.provide('pgAdminUrl', db.url('postgres'));
  return async () => {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

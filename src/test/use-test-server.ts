import { afterAll, beforeAll } from 'vitest';
import { startHttp, type HttpHarness } from './http-harness';
import { startSmtpPeer } from './smtp-peer';
import { createTestDatabase, type TestDatabase } from './test-database';

type DatabaseOptions = Parameters<typeof createTestDatabase>[0];
type HttpOptions = Parameters<typeof startHttp>[1];

/**
 * Stands for a value made in beforeAll, so a test file can name it at the top (`const db = useTestDatabase()`)
 * and use it in its hooks and tests as if it were the value itself. Reading it before the hook ran throws.
 */
function madeInBeforeAll<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value) throw new Error(`${what} is made in beforeAll: use it inside a hook or a test, not while the file loads.`);
      const member: unknown = Reflect.get(value, key, value);
      return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(value) : member;
    },
  });
}

/** A fresh, migrated (and by default seeded) database for this test file, dropped after it. */
export function useTestDatabase(options?: DatabaseOptions): TestDatabase {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(options);
  });
  afterAll(async () => {
    await db?.close();
  });
  return madeInBeforeAll('The test database', () => db);
}

/** The real Express app over `db`, on a free port of 127.0.0.1, closed after the file. */
export function useHttp(db: TestDatabase, options?: HttpOptions): HttpHarness {
  let http: HttpHarness | undefined;
  beforeAll(async () => {
    http = await startHttp(db.orm, options);
  });
  afterAll(async () => {
    await http?.close();
  });
  return madeInBeforeAll('The HTTP server', () => http);
}

/**
 * The usual integration file's set-up: its own database and the app serving it. Other hooks of the file run
 * after these start (and before they stop), so they may use both.
 */
export function useTestServer(options: DatabaseOptions & { http?: HttpOptions } = {}): { db: TestDatabase; http: HttpHarness } {
  const { http: httpOptions, ...databaseOptions } = options;
  const db = useTestDatabase(databaseOptions);
  return { db, http: useHttp(db, httpOptions) };
}

/** A real SMTP peer (smtp-peer.ts) for this test file, closed after it. */
export function useSmtpPeer(): Awaited<ReturnType<typeof startSmtpPeer>> {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  return madeInBeforeAll('The SMTP peer', () => smtp);
}

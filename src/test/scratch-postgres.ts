import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './integration-global-setup';

export interface ScratchPostgres {
  /** The folder with this server's own initdb, postgres, pg_dump and pg_restore. */
  binDir: string;
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The PostgreSQL whose pg_dump and pg_restore this machine has: PG_BIN_DIR, or the newest of Debian's
 * /usr/lib/postgresql/N/bin with a server and both tools. (The embedded package ships no pg_dump, and an older
 * pg_dump refuses a newer server, so the restore drill runs on a server of the tools' own version.)
 */
function findServerWithTools(): string {
  const has = (dir: string) => ['initdb', 'postgres', 'pg_dump', 'pg_restore'].every((tool) => existsSync(path.join(dir, tool)));
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const debian = '/usr/lib/postgresql';
  const majors = existsSync(debian) ? readdirSync(debian).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = majors.map((major) => path.join(debian, major, 'bin')).find(has);
  if (!dir) throw new Error('The restore drill needs a PostgreSQL server with pg_dump and pg_restore (Debian: apt-get install postgresql), or PG_BIN_DIR naming their folder.');
  return dir;
}

/** PostgreSQL refuses to run as root: as root, the server runs as the postgres user. */
function serverUser(): { uid?: number; gid?: number } {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }), 10);
  return { uid: id('-u'), gid: id('-g') };
}

/** A throwaway PostgreSQL cluster on 127.0.0.1 (trust authentication, test use only), removed by stop(). */
export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const binDir = findServerWithTools();
  const ids = serverUser();
  const root = mkdtempSync(path.join(tmpdir(), 'kbh-scratch-pg-'));
  if (ids.uid !== undefined) chownSync(root, ids.uid, ids.gid!);
  const data = path.join(root, 'data');
  execFileSync(path.join(binDir, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'], { ...ids, stdio: 'ignore' });
  const port = await freePort();
  const server = spawn(path.join(binDir, 'postgres'), ['-D', data, '-p', String(port), '-k', root, '-c', 'listen_addresses=127.0.0.1'], { ...ids, stdio: 'ignore' });
  const url = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await admin('select 1');
      break;
    } catch (error) {
      if (attempt > 100 || server.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    binDir,
    url,
    createDatabase: (name) => admin(`create database "${name}"`),
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null) resolve();
        server.once('exit', () => resolve());
        server.kill('SIGINT');
      });
      rmSync(root, { recursive: true, force: true });
    },
  };
}

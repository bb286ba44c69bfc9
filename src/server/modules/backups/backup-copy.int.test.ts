import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AwsClient } from 'aws4fetch';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyWarnings, type CopyFailure } from '../../../shared/backups/backup-status';
import { freePort } from '../../../test/integration-global-setup';
import { startScratchPostgres, type ScratchPostgres } from '../../../test/scratch-postgres';
import { startTestS3, type TestS3 } from '../../../test/s3-test-server';
import { filesIn } from '../../../test/upload-fixtures';
import { migrate, openOrm, type Orm } from '../../db/orm';
import { setLogLevel } from '../../logger';
import type { BackupSettings } from './backup-archive';
import { runRecordedBackup } from './backup-run.service';
import { s3Bucket, type S3Settings } from './backup-s3';

/**
 * The off-machine copies (issue 24 point 1, decision 058): a real backup (pg_dump of a scratch PostgreSQL of the
 * tools' own version, as in the restore drill) copied to a folder and to a real S3-compatible server (s3rver, which
 * refuses a wrong secret key here), byte for byte; pruned with the local retention; and a refused copy recorded
 * while the local backup stays.
 */
let server: ScratchPostgres;
let s3: TestS3;
let orm: Orm;
const temp = mkdtempSync(path.join(tmpdir(), 'kbh-copy-'));
const uploads = path.join(temp, 'uploads');
const backups = path.join(temp, 'backups');
const copyDir = path.join(temp, 'usb-drive');
const PREFIX = 'beach-house/';
const RULE = { daily: 1, weekly: 0 };

const s3Settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({ endpoint: s3.endpoint, bucket: s3.bucket, region: 'us-east-1', accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, prefix: PREFIX, ...overrides });
const settings = (copies: BackupSettings['copies']): BackupSettings => ({ databaseUrl: server.url('site'), uploadsDir: uploads, backupsDir: backups, pgBinDir: server.binDir, retention: RULE, copies });

/** An object's bytes as the bucket serves them, fetched with the right key. */
async function objectBytes(key: string): Promise<Buffer> {
  const client = new AwsClient({ accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, service: 's3', region: 'us-east-1', retries: 0 });
  const response = await client.fetch(`${s3.endpoint}/${s3.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`);
  expect(response.status, key).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function runs(): Promise<{ ok: boolean; name: string; copy_failures: CopyFailure[] | null }[]> {
  const client = new pg.Client({ connectionString: server.url('site') });
  await client.connect();
  try {
    return (await client.query('select ok, name, copy_failures from backup_run order by id')).rows as never;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  setLogLevel('silent');
  [server, s3] = await Promise.all([startScratchPostgres(), startTestS3()]);
  await server.createDatabase('site');
  orm = await openOrm(server.url('site'));
  await migrate(orm);
  mkdirSync(path.join(uploads, 'photos'), { recursive: true });
  writeFileSync(path.join(uploads, 'photos', 'upload-a1-640.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 255, 254]));
  // A name with a space, brackets and a non-ASCII letter: its key must be encoded the way the signature says.
  writeFileSync(path.join(uploads, 'photos', 'lanai (1) ō.bin'), Buffer.alloc(300_000, 7));
  mkdirSync(copyDir);
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await Promise.all([server?.stop(), s3?.stop()]);
  rmSync(temp, { recursive: true, force: true });
});

describe('the copies off the machine', () => {
  const first = 'backup-2026-11-20_0400-00';
  const second = 'backup-2026-11-21_0400-00';

  it('copies the checked backup to the folder and to the bucket under the prefix, byte for byte', async () => {
    const outcome = await runRecordedBackup(orm.em.fork(), settings({ dir: copyDir, s3: s3Settings() }), { trigger: 'manual', now: new Date('2026-11-20T14:00:00Z') });
    expect(outcome).toMatchObject({ ok: true, result: { name: first }, copyFailures: [] });
    const local = path.join(backups, first);
    const files = filesIn(local);
    expect(files).toEqual(['database.dump', 'manifest.json', 'uploads/photos/lanai (1) ō.bin', 'uploads/photos/upload-a1-640.jpg']);

    // The folder: the same name, whole (no .partial left), every byte the same.
    expect(readdirSync(copyDir)).toEqual([first]);
    expect(filesIn(path.join(copyDir, first))).toEqual(files);
    for (const file of files) expect(readFileSync(path.join(copyDir, first, file)).equals(readFileSync(path.join(local, file))), file).toBe(true);

    // The bucket: the same layout under the prefix, every byte the same.
    const keys = await s3Bucket(s3Settings()).listKeys('');
    expect(keys.sort()).toEqual(files.map((file) => `${PREFIX}${first}/${file}`).sort());
    for (const file of files) expect((await objectBytes(`${PREFIX}${first}/${file}`)).equals(readFileSync(path.join(local, file))), file).toBe(true);

    // Each file one PUT with its length (S3 refuses a chunked PUT), the manifest last.
    const puts = s3.requests.filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(files.length);
    expect(puts.every((put) => put.contentLength !== undefined && !put.chunked)).toBe(true);
    expect(puts.at(-1)!.path).toBe(`/${s3.bucket}/${PREFIX}${first}/manifest.json`);
    expect(await runs()).toEqual([{ ok: true, name: first, copy_failures: null }]);
  }, 60_000);

  it('deletes from both the copies that the local retention deleted, and nothing that is not a backup', async () => {
    writeFileSync(path.join(copyDir, 'README.txt'), 'the owner’s note');
    const outside = `elsewhere/${first}/database.dump`;
    await s3Bucket(s3Settings({ prefix: '' })).putFile(outside, path.join(copyDir, 'README.txt'));

    const outcome = await runRecordedBackup(orm.em.fork(), settings({ dir: copyDir, s3: s3Settings() }), { trigger: 'manual', now: new Date('2026-11-21T14:00:00Z') });
    expect(outcome).toMatchObject({ ok: true, result: { name: second, deleted: [first] }, copyFailures: [] });
    expect(readdirSync(backups)).toEqual([second]);
    expect(readdirSync(copyDir).sort()).toEqual(['README.txt', second]);
    const keys = await s3Bucket(s3Settings()).listKeys('');
    expect(keys.filter((key) => key.includes(first))).toEqual([outside]);
    expect(keys.filter((key) => key.startsWith(`${PREFIX}${second}/`))).toHaveLength(4);
  }, 60_000);

  it('records a refused upload (a wrong secret key) on a run that still succeeded, and keeps the local backup and the folder copy', async () => {
    const wrongSecret = 'wrong-secret-key-9876543210';
    const outcome = await runRecordedBackup(orm.em.fork(), settings({ dir: copyDir, s3: s3Settings({ secretAccessKey: wrongSecret }) }), { trigger: 'manual', now: new Date('2026-11-21T15:00:00Z') });
    const third = 'backup-2026-11-21_0500-00';
    expect(outcome).toMatchObject({ ok: true, result: { name: third } });
    const failures = outcome?.ok ? outcome.copyFailures : [];
    expect(failures).toEqual([{ to: 'S3 bucket kbh-backups', message: `The upload of ${PREFIX}${third}/database.dump was refused (HTTP 403 SignatureDoesNotMatch): The request signature we calculated does not match the signature you provided. Check your key and signing method.` }]);

    // Local backup there and checked; the folder copy made; the bucket untouched (the earlier copy kept).
    expect(filesIn(path.join(backups, third))).toContain('database.dump');
    expect(readdirSync(copyDir).sort()).toEqual(['README.txt', third]);
    expect((await s3Bucket(s3Settings()).listKeys(PREFIX)).every((key) => key.startsWith(`${PREFIX}${second}/`))).toBe(true);

    const last = (await runs()).at(-1)!;
    expect(last).toEqual({ ok: true, name: third, copy_failures: failures });
    expect(JSON.stringify(last)).not.toContain(wrongSecret);
    expect(copyWarnings(last.copy_failures)).toEqual([`The copy to S3 bucket kbh-backups failed: ${failures[0]!.message}`]);
  }, 60_000);

  it('records a drive that is not mounted and a bucket that cannot be reached, each by name, and writes nothing in their place', async () => {
    const unmounted = path.join(temp, 'not-mounted');
    const closed = `http://127.0.0.1:${await freePort()}`;
    const outcome = await runRecordedBackup(orm.em.fork(), settings({ dir: unmounted, s3: s3Settings({ endpoint: closed }) }), { trigger: 'manual', now: new Date('2026-11-21T16:00:00Z') });
    expect(outcome).toMatchObject({ ok: true, result: { name: 'backup-2026-11-21_0600-00' } });
    expect(outcome?.ok ? outcome.copyFailures : null).toEqual([
      { to: `the folder ${unmounted}`, message: `${unmounted} is not a folder (is the drive mounted?)` },
      { to: 'S3 bucket kbh-backups', message: `${new URL(closed).host} could not be reached (ECONNREFUSED)` },
    ]);
    expect(existsSync(unmounted)).toBe(false);
    expect(existsSync(path.join(backups, 'backup-2026-11-21_0600-00', 'database.dump'))).toBe(true);
  }, 60_000);
});

describe('npm run backup with copies configured', () => {
  it('copies to the folder, reports the refused bucket copy without its secret, and fails so a cron job notices', async () => {
    const cliBackups = path.join(temp, 'cli-backups');
    const cliCopies = path.join(temp, 'cli-copies');
    mkdirSync(cliCopies);
    const wrongSecret = 'cli-wrong-secret-5555555555';
    let result: { code: number; stdout: string; stderr: string };
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.resolve('src/server/cli/backup-cli.ts')], {
        env: {
          ...process.env,
          LOG_LEVEL: 'warn',
          PG_BIN_DIR: server.binDir,
          DATABASE_URL: server.url('site'),
          UPLOADS_DIR: uploads,
          BACKUPS_DIR: cliBackups,
          BACKUP_COPY_DIR: cliCopies,
          BACKUP_S3_ENDPOINT: s3.endpoint,
          BACKUP_S3_BUCKET: s3.bucket,
          BACKUP_S3_ACCESS_KEY_ID: s3.accessKeyId,
          BACKUP_S3_SECRET_ACCESS_KEY: wrongSecret,
          BACKUP_S3_PREFIX: 'cli',
        },
        timeout: 60_000,
      });
      result = { code: 0, stdout, stderr };
    } catch (error) {
      result = error as typeof result;
    }
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^Backup written and checked: .*cli-backups\/backup-\d{4}-\d{2}-\d{2}_\d{4}-\d{2} \(\d+\.\d MB\)\.\n$/);
    expect(result.stderr).toMatch(/The copy to S3 bucket kbh-backups failed: The upload of cli\/backup-[\d_-]+\/database\.dump was refused \(HTTP 403 SignatureDoesNotMatch\)/);
    expect(result.stderr).not.toContain(wrongSecret);
    const [name] = readdirSync(cliBackups);
    expect(readdirSync(cliCopies)).toEqual([name]);
    expect(filesIn(path.join(cliCopies, name!))).toEqual(filesIn(path.join(cliBackups, name!)));
  }, 90_000);
});

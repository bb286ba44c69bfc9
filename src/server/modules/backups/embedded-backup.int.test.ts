import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery } from '../../../test/test-database';
import { useTestDatabase } from '../../../test/use-test-server';
import { createBooking } from '../../composition/factories';
import { createBackup, restoreBackup } from './backup-archive';
import { findPgTools } from './pg-tools';

/**
 * The site's own database as the owner runs it by default: the embedded PostgreSQL (the version the test run
 * uses), for which the machine has no pg_dump. The backup copies the rows instead (decision 060), and a restore
 * into an empty database of the same server brings them back.
 */
const db = useTestDatabase();
const temp = mkdtempSync(path.join(tmpdir(), 'kbh-embedded-backup-'));
const restoredName = `restored_${randomBytes(6).toString('hex')}`;
const adminUrl = inject('pgAdminUrl');
const restoredUrl = adminUrl.replace(/\/postgres$/, `/${restoredName}`);

afterAll(async () => {
  await adminQuery(adminUrl, `drop database if exists "${restoredName}" with (force)`);
  rmSync(temp, { recursive: true, force: true });
});

async function counts(url: string): Promise<Record<string, number>> {
  const tables = await adminQuery<{ name: string }>(url, `select tablename as name from pg_tables where schemaname = 'public' order by 1`);
  const result: Record<string, number> = {};
  for (const { name } of tables) result[name] = (await adminQuery<{ n: number }>(url, `select count(*)::int as n from "${name}"`))[0]!.n;
  return result;
}

describe('a backup of the embedded database', () => {
  it('works with no pg_dump for its version on the machine, and restores', async () => {
    const em = db.orm.em.fork();
    createBooking(em, { status: 'confirmed', checkIn: '2027-05-01', checkOut: '2027-05-04', guestName: 'Embedded Backup', guestEmail: 'embedded@example.com' });
    await em.flush();
    const [version] = await adminQuery<{ major: number }>(db.url, `select current_setting('server_version_num')::int / 10000 as major`);
    const hasTools = await findPgTools(version!.major, undefined).then(
      () => true,
      () => false,
    );

    const backup = await createBackup({ databaseUrl: db.url, uploadsDir: path.join(temp, 'no-uploads'), backupsDir: path.join(temp, 'backups'), retention: { daily: 14, weekly: 8 } });
    const manifest = JSON.parse(readFileSync(path.join(backup.dir, 'manifest.json'), 'utf8')) as { database: string };
    // The rule: pg_dump where one for this server is found, the copied rows where none is (as on a stock machine).
    expect(manifest.database).toBe(hasTools ? 'pg_dump' : 'copy');

    await adminQuery(adminUrl, `create database "${restoredName}"`);
    await restoreBackup(backup.dir, { databaseUrl: restoredUrl, uploadsDir: path.join(temp, 'restored-uploads'), force: false });
    const restored = await counts(restoredUrl);
    expect(restored).toEqual(await counts(db.url));
    expect(restored.booking).toBeGreaterThan(0);
  });
});

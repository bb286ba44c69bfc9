import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScratchPostgres, type ScratchPostgres } from '../../../test/scratch-postgres';
import { filesIn, jpegWithGps } from '../../../test/upload-fixtures';
import { createAccount, createBooking, createReview } from '../../composition/factories';
import { seedDatabase } from '../../composition/seed';
import { migrate, openOrm } from '../../db/orm';
import { setLogLevel } from '../../logger';
import { insertConversation } from '../chat/chat-conversation.queries';
import { insertMessageOnce } from '../chat/chat-message.queries';
import { ContactMessageEntity } from '../contact/contact.entity';
import { ContactReplyEntity } from '../contact/contact-reply.entity';
import { ReviewEntity } from '../reviews/review.entity';
import { createUploadedPhoto } from '../uploads/photos.service';
import { createDiskStorage } from '../uploads/storage';
import { createBackup, restoreBackup, type BackupResult } from './backup-archive';
import { runRecordedBackup } from './backup-run.service';
import { startBackupSchedule } from './backup.scheduler';

/**
 * The restore drill (issue 24, point 2): a site with bookings, reviews, contact messages, chat conversations and
 * an uploaded photo is backed up, restored into a new database and a new uploads folder, and every public
 * table's rows (count and md5 over every row), every constraint and sequence, and every uploaded byte come back.
 */
let server: ScratchPostgres;
const temp = mkdtempSync(path.join(tmpdir(), 'kbh-drill-'));
const uploads = path.join(temp, 'uploads');
const backups = path.join(temp, 'backups');
const RETENTION = { daily: 14, weekly: 8 };
let backup: BackupResult;

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Each public table's row count and md5 over its rows in a fixed order, and the schema's constraints and sequences. */
async function fingerprint(url: string) {
  const tables = (await query<{ name: string }>(url, `select tablename as name from pg_tables where schemaname = 'public' order by 1`)).map((row) => row.name);
  const rows: Record<string, { count: number; md5: string | null }> = {};
  for (const table of tables) {
    const [row] = await query<{ count: string; md5: string | null }>(url, `select count(*) as count, md5(string_agg(t::text, '|' order by t::text)) as md5 from "${table}" t`);
    rows[table] = { count: Number(row!.count), md5: row!.md5 };
  }
  // Keys and foreign keys (the relations) by their full definition; every other constraint by name and kind, since
  // PostgreSQL may print a restored check's expression with its casts placed differently (same meaning).
  const constraints = await query(
    url,
    `select conrelid::regclass::text as tbl, conname, contype, case when contype in ('p', 'u', 'f') then pg_get_constraintdef(oid) end as def from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
  );
  const sequences = await query(url, `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`);
  const triggers = await query(url, `select tgrelid::regclass::text as tbl, tgname from pg_trigger where not tgisinternal order by 1, 2`);
  return { rows, constraints, sequences, triggers };
}

beforeAll(async () => {
  setLogLevel('warn');
  server = await startScratchPostgres();
  await server.createDatabase('site');
  const orm = await openOrm(server.url('site'));
  try {
    await migrate(orm);
    await seedDatabase(orm.em.fork());
    const em = orm.em.fork();
    await createAccount(em, { email: 'owner@example.com', name: 'Drill Owner', password: 'a long drill password', role: 'owner' });
    createBooking(em, { status: 'confirmed', checkIn: '2027-03-01', checkOut: '2027-03-06', guestName: 'Leilani Drill', guestEmail: 'leilani@example.com' });
    createBooking(em, { status: 'cancelled', checkIn: '2027-04-10', checkOut: '2027-04-12', guestName: 'Kimo O\'Drill', guestEmail: 'kimo@example.com' });
    createReview(em, { guestName: 'Drill "Reviewer"', location: 'Hilo, HI', rating: 5, reviewDate: '2026-11-20', stayStartDate: '2026-11-10', stayEndDate: '2026-11-15', tripType: 'Family', reviewText: 'Ōlelo with ünïcode, a | pipe and a\nnew line.', wouldRecommend: true, isFeatured: false, verifiedGuest: true, source: 'direct' });
    const contact = em.create(ContactMessageEntity, { name: 'Drill Guest', email: 'guest@example.com', phone: null, message: 'Is the kayak included?', answeredAt: null, answeredBy: null });
    await em.flush();
    em.create(ContactReplyEntity, { messageId: contact.id, text: 'Yes, two kayaks.', sentByUserId: null, sentByName: 'Owner', sentAt: new Date() });
    await em.flush();
    const conversation = await insertConversation(em, { visitorName: 'Chat Guest', visitorEmail: 'chat@example.com', heldForReview: false });
    await insertMessageOnce(em, { conversationId: conversation, author: 'guest', authorUserId: null, body: 'Aloha, is parking free?', clientId: 'c-1' });
    await insertMessageOnce(em, { conversationId: conversation, author: 'host', authorUserId: null, body: 'Yes, two cars.', clientId: 'c-2' });
    const storage = createDiskStorage(uploads);
    await storage.put('photos/upload-drill1-640.jpg', await jpegWithGps());
    await storage.put('photos/upload-drill1-original.bin', Buffer.from([0, 1, 2, 255, 254, 253]));
    expect(await createUploadedPhoto(em, { slug: 'upload-drill1', replaceId: null })).toBeTypeOf('number');
  } finally {
    await orm.close(true);
  }
  backup = await createBackup({ databaseUrl: server.url('site'), uploadsDir: uploads, backupsDir: backups, pgBinDir: server.binDir, retention: RETENTION });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(temp, { recursive: true, force: true });
});

describe('the restore drill', () => {
  it('brings back every row of every table, every constraint, trigger and sequence, and every uploaded byte', async () => {
    await server.createDatabase('restored');
    const restoredUploads = path.join(temp, 'restored-uploads');
    const restored = await restoreBackup(backup.dir, { databaseUrl: server.url('restored'), uploadsDir: restoredUploads, pgBinDir: server.binDir, force: false });
    expect(restored.uploads).toBe(2);

    const before = await fingerprint(server.url('site'));
    const after = await fingerprint(server.url('restored'));
    for (const table of ['booking', 'review', 'contact_message', 'contact_reply', 'chat_conversation', 'chat_message', 'photo', 'app_user', 'property']) {
      expect(before.rows[table]?.count, table).toBeGreaterThan(0);
    }
    expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows));
    expect(after.rows).toEqual(before.rows);
    expect(after.constraints).toEqual(before.constraints);
    expect(after.constraints.length).toBeGreaterThan(20);
    expect(after.sequences).toEqual(before.sequences);
    expect(after.triggers).toEqual(before.triggers);

    expect(filesIn(restoredUploads)).toEqual(filesIn(uploads));
    for (const file of filesIn(uploads)) expect(readFileSync(path.join(restoredUploads, file)).equals(readFileSync(path.join(uploads, file))), file).toBe(true);

    // The restored site works: the review with awkward text reads back as written.
    const orm = await openOrm(server.url('restored'));
    try {
      const review = await orm.em.fork().findOneOrFail(ReviewEntity, { guestName: 'Drill "Reviewer"' });
      expect(review.reviewText).toBe('Ōlelo with ünïcode, a | pipe and a\nnew line.');
    } finally {
      await orm.close(true);
    }
  });

  it('names the backup by its Honolulu date and time and keeps it whole in one folder', () => {
    expect(path.basename(backup.dir)).toMatch(/^backup-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}$/);
    expect(filesIn(backup.dir)).toEqual(['database.dump', 'manifest.json', 'uploads/photos/upload-drill1-640.jpg', 'uploads/photos/upload-drill1-original.bin']);
    expect(backup.sizeBytes).toBeGreaterThan(10_000);
  });

  it('refuses a database that has tables, and an uploads folder with files, unless forced; forced, it replaces both', async () => {
    await server.createDatabase('occupied');
    await query(server.url('occupied'), 'create table leftover (id int); insert into leftover values (1)');
    const occupiedUploads = path.join(temp, 'occupied-uploads');
    await createDiskStorage(occupiedUploads).put('photos/stray.jpg', Buffer.from('stray'));
    const settings = { databaseUrl: server.url('occupied'), uploadsDir: occupiedUploads, pgBinDir: server.binDir };

    await expect(restoreBackup(backup.dir, { ...settings, force: false })).rejects.toThrow('The database is not empty (1 tables, views or sequences)');
    expect(await query(server.url('occupied'), 'select * from leftover')).toEqual([{ id: 1 }]);
    expect(filesIn(occupiedUploads)).toEqual(['photos/stray.jpg']);

    await restoreBackup(backup.dir, { ...settings, force: true });
    expect((await fingerprint(server.url('occupied'))).rows).toEqual((await fingerprint(server.url('site'))).rows);
    expect(filesIn(occupiedUploads)).toEqual(filesIn(uploads));
  });

  it('refuses a damaged dump before touching the database', async () => {
    const damaged = path.join(temp, 'damaged');
    cpSync(backup.dir, damaged, { recursive: true });
    truncateSync(path.join(damaged, 'database.dump'), 2_000);
    await server.createDatabase('untouched');
    await expect(restoreBackup(damaged, { databaseUrl: server.url('untouched'), uploadsDir: path.join(temp, 'untouched-uploads'), pgBinDir: server.binDir, force: false })).rejects.toThrow(/pg_restore failed/);
    expect(await query(server.url('untouched'), `select count(*)::int as n from pg_tables where schemaname = 'public'`)).toEqual([{ n: 0 }]);
  });
});

describe('the restore drill without pg_dump (decision 060)', () => {
  let copied: BackupResult;
  beforeAll(async () => {
    copied = await createBackup({ databaseUrl: server.url('site'), uploadsDir: uploads, backupsDir: path.join(temp, 'copy-backups'), retention: RETENTION, method: 'copy' });
  }, 60_000);

  it('writes every table’s rows beside the manifest, which names the method and the migrations', () => {
    const files = filesIn(copied.dir);
    expect(files).not.toContain('database.dump');
    expect(files).toContain('database/booking.copy');
    expect(files).toContain('database/mikro_orm_migrations.copy');
    const manifest = JSON.parse(readFileSync(path.join(copied.dir, 'manifest.json'), 'utf8')) as { database: string; copied: { migrations: string[]; tables: { name: string; rows: number }[] } };
    expect(manifest.database).toBe('copy');
    expect(manifest.copied.migrations.length).toBeGreaterThan(20);
    expect(manifest.copied.tables.find((table) => table.name === 'booking')?.rows).toBe(2);
  });

  it('brings back every row, constraint, trigger and sequence, with no PostgreSQL tool at all', async () => {
    await server.createDatabase('copy_restored');
    const restoredUploads = path.join(temp, 'copy-restored-uploads');
    await restoreBackup(copied.dir, { databaseUrl: server.url('copy_restored'), uploadsDir: restoredUploads, pgBinDir: path.join(temp, 'no-tools-here'), force: false });
    const before = await fingerprint(server.url('site'));
    const after = await fingerprint(server.url('copy_restored'));
    // Equal rows in every table, audit_log included: the audit triggers did not fire again as the rows went back.
    expect(after.rows).toEqual(before.rows);
    expect(after.constraints).toEqual(before.constraints);
    expect(after.sequences).toEqual(before.sequences);
    expect(after.triggers).toEqual(before.triggers);
    expect(filesIn(restoredUploads)).toEqual(filesIn(uploads));
  });

  it('refuses rows cut short before touching the database', async () => {
    const damaged = path.join(temp, 'copy-damaged');
    cpSync(copied.dir, damaged, { recursive: true });
    const file = path.join(damaged, 'database', 'review.copy');
    truncateSync(file, readFileSync(file).length - 10);
    await server.createDatabase('copy_untouched');
    await expect(restoreBackup(damaged, { databaseUrl: server.url('copy_untouched'), uploadsDir: path.join(temp, 'copy-untouched-uploads'), force: false })).rejects.toThrow(
      /The rows of review in the backup are incomplete/,
    );
    expect(await query(server.url('copy_untouched'), `select count(*)::int as n from pg_tables where schemaname = 'public'`)).toEqual([{ n: 0 }]);
  });
});

describe('a recorded backup', () => {
  it('records a run that worked with its name and size, and one that failed with a message that shows no password', async () => {
    const orm = await openOrm(server.url('site'));
    try {
      const settings = { databaseUrl: server.url('site'), uploadsDir: uploads, backupsDir: backups, retention: RETENTION };
      const ok = await runRecordedBackup(orm.em.fork(), { ...settings, pgBinDir: server.binDir }, { trigger: 'manual', now: new Date('2026-11-27T20:00:00Z') });
      expect(ok).toMatchObject({ ok: true, result: { name: 'backup-2026-11-27_1000-00' } });

      const withPassword = server.url('site').replace('postgres@', 'postgres:hunter2-secret@');
      const failed = await runRecordedBackup(orm.em.fork(), { ...settings, databaseUrl: withPassword, pgBinDir: path.join(temp, 'no-such-bin') }, { trigger: 'manual', now: new Date('2026-11-27T21:00:00Z') });
      expect(failed).toMatchObject({ ok: false });

      const runs = await query<{ ok: boolean; name: string | null; size_bytes: string | null; message: string | null }>(server.url('site'), 'select ok, name, size_bytes, message from backup_run order by id');
      expect(runs).toHaveLength(2);
      expect(runs[0]).toMatchObject({ ok: true, name: 'backup-2026-11-27_1000-00', message: null });
      expect(Number(runs[0]!.size_bytes)).toBeGreaterThan(10_000);
      expect(filesIn(path.join(backups, 'backup-2026-11-27_1000-00'))).toContain('database.dump');
      expect(runs[1]).toMatchObject({ ok: false, name: null, size_bytes: null });
      expect(runs[1]!.message).toContain('No pg_dump and pg_restore');
      expect(runs[1]!.message).not.toContain('hunter2');
    } finally {
      await orm.close(true);
    }
  });

  it('claims a scheduled day once: a second process asking for the same day does nothing', async () => {
    const orm = await openOrm(server.url('site'));
    try {
      const settings = { databaseUrl: server.url('site'), uploadsDir: uploads, backupsDir: backups, retention: RETENTION, pgBinDir: server.binDir };
      const [first, second] = await Promise.all([
        runRecordedBackup(orm.em.fork(), settings, { trigger: 'scheduled', scheduledDay: '2026-11-28', now: new Date('2026-11-28T13:30:00Z') }),
        runRecordedBackup(orm.em.fork(), settings, { trigger: 'scheduled', scheduledDay: '2026-11-28', now: new Date('2026-11-28T13:30:01Z') }),
      ]);
      expect([first?.ok, second?.ok].sort()).toEqual([true, undefined]);
      expect(await query(server.url('site'), `select count(*)::int as n from backup_run where scheduled_day = '2026-11-28'`)).toEqual([{ n: 1 }]);
    } finally {
      await orm.close(true);
    }
  });
});

describe('the daily backup', () => {
  it('is made once for the day however many processes run the schedule', async () => {
    const orms = await Promise.all([1, 2, 3].map(() => openOrm(server.url('site'))));
    const scheduled = path.join(temp, 'scheduled-backups');
    const settings = { databaseUrl: server.url('site'), uploadsDir: uploads, backupsDir: scheduled, retention: RETENTION, pgBinDir: server.binDir };
    // 04:00 on 2026-11-29 in Honolulu: past the 03:30 hour.
    const clock = () => new Date('2026-11-29T14:00:00Z');
    const stops = orms.map((orm) => startBackupSchedule(orm, settings, '03:30', { checkEveryMs: 40, firstRunDelayMs: 0, clock }));
    try {
      const day = () => query<{ ok: boolean | null }>(server.url('site'), `select ok from backup_run where scheduled_day = '2026-11-29'`);
      await expect.poll(day, { timeout: 30_000 }).toEqual([{ ok: true }]);
      // More rounds of every process: none backs up the day again.
      await new Promise((resolve) => setTimeout(resolve, 400));
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      await Promise.all(orms.map((orm) => orm.close(true)));
    }
    expect(await query(server.url('site'), `select count(*)::int as n from backup_run where scheduled_day = '2026-11-29'`)).toEqual([{ n: 1 }]);
    expect(readdirSync(scheduled)).toEqual(['backup-2026-11-29_0400-00']);
  });
});

const execTool = promisify(execFile);

/** `npm run backup` / `npm run restore -- …` as the owner runs them, against DATABASE_URL. */
async function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execTool(process.execPath, ['--import', 'tsx', path.resolve(`src/server/cli/${script}-cli.ts`), ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', PG_BIN_DIR: server.binDir, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run backup and npm run restore', () => {
  it('back up the site at DATABASE_URL, and restore it into an empty database only when confirmed', async () => {
    const cliBackups = path.join(temp, 'cli-backups');
    const made = await cli('backup', [], { DATABASE_URL: server.url('site'), UPLOADS_DIR: uploads, BACKUPS_DIR: cliBackups });
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^Backup written and checked: .*cli-backups\/backup-\d{4}-\d{2}-\d{2}_\d{4}-\d{2} \(\d+\.\d MB\)\.\n$/);
    const [folder] = readdirSync(cliBackups);

    await server.createDatabase('cli_restored');
    const env = { DATABASE_URL: server.url('cli_restored'), UPLOADS_DIR: path.join(temp, 'cli-uploads') };
    const unconfirmed = await cli('restore', [path.join(cliBackups, folder!)], env);
    expect(unconfirmed).toMatchObject({ code: 2, stderr: 'Restore asks for a typed confirmation: run it in a terminal, or pass --yes.\n' });

    const restored = await cli('restore', [path.join(cliBackups, folder!, 'database.dump'), '--yes'], env);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ tables and sequences and 2 uploaded files\./);
    // Every table as it was, but backup_run: the command's own run row was finished after the dump was taken.
    const withoutRuns = ({ rows }: Awaited<ReturnType<typeof fingerprint>>) => Object.fromEntries(Object.entries(rows).filter(([table]) => table !== 'backup_run'));
    expect(withoutRuns(await fingerprint(server.url('cli_restored')))).toEqual(withoutRuns(await fingerprint(server.url('site'))));
    expect(await query(server.url('cli_restored'), `select ok from backup_run where finished_at is null`)).toEqual([{ ok: null }]);

    const again = await cli('restore', [path.join(cliBackups, folder!), '--yes'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Not restored: The database is not empty \(\d+ tables, views or sequences\): restore into a fresh database, or pass --force to replace it\.\n$/);
  });
});

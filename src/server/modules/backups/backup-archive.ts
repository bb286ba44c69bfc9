import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import type { BackupCopies } from './backup-copy';
import { backupName, backupsToDelete, type RetentionRule } from './backup-retention';
import { openOrm } from '../../db/orm';
import { log } from '../../logger';
import { checkCopiedDatabase, copiedDatabaseSchema, copyDatabaseIn, copyDatabaseOut } from './database-copy';
import { findPgTools, runTool, secretsOf, toolConnection, type PgTools } from './pg-tools';
import { fileSha256 } from './file-sha256';

/**
 * A backup is one folder named by its Honolulu date and time (decision 056): database.dump (pg_dump's custom
 * format) or, where no pg_dump for the server's version is at hand, database/ (every table's rows, decision 060),
 * uploads/ (a copy of UPLOADS_DIR) and manifest.json (what it holds, each upload's size and sha256).
 * It is written under a .partial name and renamed only once checked, so a folder with a backup's name is whole.
 */
export interface BackupSettings {
  databaseUrl: string;
  uploadsDir: string;
  backupsDir: string;
  pgBinDir?: string | undefined;
  retention: RetentionRule;
  /** Where each backup is copied off the machine once written and checked (decision 058); none when absent. */
  copies?: BackupCopies | undefined;
  /** 'copy' writes the rows without pg_dump even where it is found (decision 060); unset: pg_dump when found. */
  method?: 'copy' | undefined;
}

/** The backup settings of a server or the CLI: the environment's (env.ts) for the database it runs on. */
export function backupSettingsOf(
  env: { uploads: { dir: string }; backups: { dir: string } & Pick<BackupSettings, 'pgBinDir' | 'retention' | 'copies'> },
  databaseUrl: string,
): BackupSettings {
  const { dir, pgBinDir, retention, copies } = env.backups;
  return { databaseUrl, uploadsDir: env.uploads.dir, backupsDir: dir, pgBinDir, retention, copies };
}

const DUMP = 'database.dump';
const COPIED = 'database';
const UPLOADS = 'uploads';
const MANIFEST = 'manifest.json';

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  serverVersion: z.string(),
  uploads: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string() })),
  /** How the database was written; backups from before decision 060 name none and are pg_dump's. */
  database: z.enum(['pg_dump', 'copy']).default('pg_dump'),
  /** With 'copy': the tables, sequences and migrations in database/. */
  copied: copiedDatabaseSchema.optional(),
});
type Manifest = z.infer<typeof manifestSchema>;

export interface BackupResult {
  name: string;
  dir: string;
  sizeBytes: number;
  deleted: string[];
}

async function serverVersion(url: string): Promise<{ text: string; major: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string; num: string }>(`select current_setting('server_version') as server_version, current_setting('server_version_num') as num`);
    return { text: rows[0]!.server_version, major: Math.floor(Number(rows[0]!.num) / 10_000) };
  } finally {
    await client.end();
  }
}


async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort();
}

async function describeUploads(root: string): Promise<Manifest['uploads']> {
  const files = await filesUnder(root);
  return Promise.all(files.map(async (file) => ({ path: file, bytes: (await stat(path.join(root, file))).size, sha256: await fileSha256(path.join(root, file)) })));
}

async function folderSize(root: string): Promise<number> {
  const sizes = await Promise.all((await filesUnder(root)).map(async (file) => (await stat(path.join(root, file))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** pg_restore --list reads the whole table of contents: a truncated or damaged dump fails it. */
async function checkDump(pgRestore: string, dump: string): Promise<void> {
  const list = await runTool(pgRestore, ['--list', dump], process.env, []);
  if (!/TABLE DATA /.test(list)) throw new Error('The dump lists no table data.');
}

/**
 * pg_dump and pg_restore for the server, or null (the rows copied instead, decision 060) when none are found and
 * PG_BIN_DIR names no folder: a folder the owner named that lacks them is a mistake to report, not to work around.
 */
async function toolsOrCopy(serverMajor: number, pgBinDir: string | undefined): Promise<PgTools | null> {
  try {
    return await findPgTools(serverMajor, pgBinDir);
  } catch (error) {
    if (pgBinDir) throw error;
    log.info(`no pg_dump for PostgreSQL ${serverMajor} here: the backup copies every table's rows instead (decision 060)`);
    return null;
  }
}

/** Writes a backup of the database and the uploads into a new folder under backupsDir, checks it, then applies the retention rule. */
export async function createBackup(settings: BackupSettings, now: Date = new Date()): Promise<BackupResult> {
  const version = await serverVersion(settings.databaseUrl);
  const tools = settings.method === 'copy' ? null : await toolsOrCopy(version.major, settings.pgBinDir);
  const name = backupName(now);
  const dir = path.resolve(settings.backupsDir, name);
  const work = `${dir}.partial`;
  if (existsSync(dir)) throw new Error(`A backup named ${name} already exists.`);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    let copied: Manifest['copied'];
    if (tools) {
      const { dbname, env } = toolConnection(settings.databaseUrl);
      await runTool(tools.pgDump, ['--format=custom', `--file=${path.join(work, DUMP)}`, `--dbname=${dbname}`], env, secretsOf(settings.databaseUrl));
      await checkDump(tools.pgRestore, path.join(work, DUMP));
    } else {
      await mkdir(path.join(work, COPIED));
      copied = await copyDatabaseOut(settings.databaseUrl, path.join(work, COPIED));
      await checkCopiedDatabase(path.join(work, COPIED), copied);
    }
    const uploadsDir = path.resolve(settings.uploadsDir);
    if (existsSync(uploadsDir)) await cp(uploadsDir, path.join(work, UPLOADS), { recursive: true });
    else await mkdir(path.join(work, UPLOADS));
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      serverVersion: version.text,
      uploads: await describeUploads(path.join(work, UPLOADS)),
      database: copied ? 'copy' : 'pg_dump',
      copied,
    };
    await writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(work, dir);
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
  // The backup just written stays whatever its name says (a clock set back must not delete it).
  const deleted = backupsToDelete(await readdir(path.resolve(settings.backupsDir)), settings.retention).filter((old) => old !== name);
  for (const old of deleted) await rm(path.resolve(settings.backupsDir, old), { recursive: true, force: true });
  return { name, dir, sizeBytes: await folderSize(dir), deleted };
}

export interface RestoreSettings {
  databaseUrl: string;
  uploadsDir: string;
  pgBinDir?: string | undefined;
  /** Replace a database that has tables, and uploads that are there. */
  force: boolean;
}

/** The backup folder a path names: the folder itself, or its database.dump or manifest.json. */
export function backupFolderOf(file: string): string {
  const resolved = path.resolve(file);
  return [DUMP, MANIFEST].includes(path.basename(resolved)) ? path.dirname(resolved) : resolved;
}

async function readManifest(dir: string): Promise<Manifest> {
  const notBackup = new Error(`${dir} is not a backup: it needs ${MANIFEST} and ${DUMP} (or the ${COPIED} folder).`);
  if (!existsSync(path.join(dir, MANIFEST))) throw notBackup;
  const manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')));
  if (!existsSync(path.join(dir, manifest.database === 'copy' ? COPIED : DUMP))) throw notBackup;
  return manifest;
}

/** The copied rows back: the schema from the backup's own migrations (no later one), then the rows (decision 060). */
async function restoreCopied(backupDir: string, copied: NonNullable<Manifest['copied']>, databaseUrl: string): Promise<void> {
  const orm = await openOrm(databaseUrl);
  try {
    await orm.getMigrator().up({ to: copied.migrations.at(-1)! });
  } finally {
    await orm.close(true);
  }
  await copyDatabaseIn(databaseUrl, path.join(backupDir, COPIED), copied);
}

/** What is in the database now: its tables, views and sequences in the public schema. */
async function objectsInPublic(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(`select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')`);
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

async function emptyPublicSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema public cascade; create schema public;');
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into the database at databaseUrl and its uploads into uploadsDir. Refuses a database with
 * tables or an uploads folder with files unless force (which empties both first). Checks every upload's sha256.
 */
export async function restoreBackup(backupDir: string, settings: RestoreSettings): Promise<{ tables: number; uploads: number }> {
  const manifest = await readManifest(backupDir);
  const uploadsDir = path.resolve(settings.uploadsDir);
  const existing = await objectsInPublic(settings.databaseUrl);
  const existingUploads = (await filesUnder(uploadsDir)).length;
  if (!settings.force && existing > 0) throw new Error(`The database is not empty (${existing} tables, views or sequences): restore into a fresh database, or pass --force to replace it.`);
  if (!settings.force && existingUploads > 0) throw new Error(`${uploadsDir} has ${existingUploads} files: restore into an empty folder, or pass --force to replace them.`);
  if (manifest.database === 'copy') {
    if (!manifest.copied) throw new Error(`${backupDir} is not a whole backup: its ${MANIFEST} does not describe the ${COPIED} folder.`);
    await checkCopiedDatabase(path.join(backupDir, COPIED), manifest.copied);
    if (existing > 0) await emptyPublicSchema(settings.databaseUrl);
    await restoreCopied(backupDir, manifest.copied, settings.databaseUrl);
  } else {
    const version = await serverVersion(settings.databaseUrl);
    const tools = await findPgTools(version.major, settings.pgBinDir);
    await checkDump(tools.pgRestore, path.join(backupDir, DUMP));
    if (existing > 0) await emptyPublicSchema(settings.databaseUrl);
    const { dbname, env } = toolConnection(settings.databaseUrl);
    await runTool(tools.pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, path.join(backupDir, DUMP)], env, secretsOf(settings.databaseUrl));
  }

  await rm(uploadsDir, { recursive: true, force: true });
  await mkdir(path.dirname(uploadsDir), { recursive: true });
  await cp(path.join(backupDir, UPLOADS), uploadsDir, { recursive: true });
  for (const file of manifest.uploads) {
    if ((await fileSha256(path.join(uploadsDir, file.path))) !== file.sha256) throw new Error(`The restored upload ${file.path} does not match its checksum in the backup.`);
  }
  return { tables: await objectsInPublic(settings.databaseUrl), uploads: manifest.uploads.length };
}

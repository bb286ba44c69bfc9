import { existsSync } from 'node:fs';
import { cp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CopyFailure } from '../../../shared/backups/backup-status';
import { backupsInKeys, copiesToPrune, keysOfBackups, objectKey, uploadOrder } from './backup-copy-plan';
import type { RetentionRule } from './backup-retention';
import { s3Bucket, type S3Settings } from './backup-s3';
import { redact } from './pg-tools';

/** Where each backup is copied off the machine (decision 058): a folder (a mounted drive), an S3-compatible bucket, both or neither. */
export interface BackupCopies {
  dir: string | null;
  s3: S3Settings | null;
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort();
}

/**
 * Copies the backup folder into `copyDir` under its own name, written as `.partial` and renamed when whole (so a
 * copy with a backup's name is always complete), then deletes the copies the retention rule no longer keeps.
 * The folder must exist: a drive that is not mounted must fail the copy, not fill the mount point on this disk.
 */
async function copyToFolder(backupDir: string, name: string, copyDir: string, rule: RetentionRule): Promise<string[]> {
  const root = path.resolve(copyDir);
  if (!existsSync(root) || !(await stat(root)).isDirectory()) throw new Error(`${root} is not a folder (is the drive mounted?)`);
  const target = path.join(root, name);
  const work = `${target}.partial`;
  if (existsSync(target)) throw new Error(`a copy named ${name} is already there`);
  await rm(work, { recursive: true, force: true });
  try {
    await cp(backupDir, work, { recursive: true, errorOnExist: true, force: false });
    await rename(work, target);
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
  const pruned = copiesToPrune(await readdir(root), rule, name);
  for (const old of pruned) await rm(path.join(root, old), { recursive: true, force: true });
  return pruned;
}

/** Uploads every file of the backup under prefix/name/ (the manifest last), then deletes the objects of pruned backups. */
async function copyToS3(backupDir: string, name: string, settings: S3Settings, rule: RetentionRule): Promise<string[]> {
  const bucket = s3Bucket(settings);
  // One file at a time: never more than one file's stream open.
  for (const file of uploadOrder(await filesUnder(backupDir))) await bucket.putFile(objectKey(settings.prefix, name, file), path.join(backupDir, file));
  const keys = await bucket.listKeys(settings.prefix);
  const pruned = copiesToPrune(backupsInKeys(keys, settings.prefix), rule, name);
  const doomed = keysOfBackups(keys, settings.prefix, pruned);
  // One DELETE at a time: a pruned backup is a few hundred objects at most, once a night, and every S3-compatible
  // service takes a plain DELETE (DeleteObjects needs a Content-MD5 some services check differently).
  for (const key of doomed) await bucket.deleteKey(key);
  return pruned;
}

/** The destination in words, for the dashboard and the log. */
const folderLabel = (dir: string) => `the folder ${path.resolve(dir)}`;
const s3Label = (settings: S3Settings) => `S3 bucket ${settings.bucket}`;

/** An error's message only (never its stack), with the bucket's keys taken out, cut to a line the dashboard can show. */
function safeMessage(error: unknown, secrets: string[]): string {
  const message = error instanceof Error ? error.message : String(error);
  return redact(message.replace(/\s+/g, ' ').trim(), secrets).slice(0, 500);
}

interface CopyOutcome {
  failures: CopyFailure[];
  /** Per destination that worked, the copies its retention deleted. */
  pruned: Record<string, string[]>;
}

/**
 * Copies a written and checked backup to every configured destination, each on its own: one that fails is noted
 * and the others still get their copy. Never throws, so a failed copy never costs the local backup.
 */
export async function copyOffMachine(backup: { name: string; dir: string }, copies: BackupCopies, rule: RetentionRule): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { failures: [], pruned: {} };
  const secrets = copies.s3 ? [copies.s3.secretAccessKey, copies.s3.accessKeyId] : [];
  const destinations: [string, () => Promise<string[]>][] = [];
  if (copies.dir) {
    const dir = copies.dir;
    destinations.push([folderLabel(dir), () => copyToFolder(backup.dir, backup.name, dir, rule)]);
  }
  if (copies.s3) {
    const s3 = copies.s3;
    destinations.push([s3Label(s3), () => copyToS3(backup.dir, backup.name, s3, rule)]);
  }
  for (const [to, copy] of destinations) {
    try {
      outcome.pruned[to] = await copy();
    } catch (error) {
      outcome.failures.push({ to, message: safeMessage(error, secrets) });
    }
  }
  return outcome;
}

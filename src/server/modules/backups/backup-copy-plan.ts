import { backupDate, backupsToDelete, type RetentionRule } from './backup-retention';

/**
 * The pure part of the off-machine copies (decision 058): where a backup's files go in a bucket, and which copies
 * the retention rule prunes. A copy keeps the local backup's name and layout, so what is fetched back is a backup
 * folder `npm run restore` takes as it is.
 */

/** BACKUP_S3_PREFIX as the start of every key: no leading slash, one trailing slash, '' for none ('site/backups' → 'site/backups/'). */
export function normalizePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').trim().replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

/** The key of one file of a backup: prefix, the backup's name, and the file's path inside the backup folder with forward slashes. */
export function objectKey(prefix: string, backup: string, relativePath: string): string {
  return `${prefix}${backup}/${relativePath.split(/[\\/]+/).filter((part) => part !== '').join('/')}`;
}

/** The backups a listing of keys under the prefix holds, by name (keys that are not a backup's are left out). */
export function backupsInKeys(keys: readonly string[], prefix: string): string[] {
  const names = new Set<string>();
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const [name, ...rest] = key.slice(prefix.length).split('/');
    if (name && rest.length > 0 && backupDate(name) !== null) names.add(name);
  }
  return [...names].sort();
}

/**
 * Which copies to delete: the retention rule over the copies that are there, the backup just copied never. A
 * destination holds at most the local backups (fewer when a copy failed), so this deletes only what local
 * retention deleted too, and also catches a copy left behind while the destination was unreachable.
 */
export function copiesToPrune(names: readonly string[], rule: RetentionRule, justCopied: string): string[] {
  return backupsToDelete([...new Set([...names, justCopied])], rule).filter((name) => name !== justCopied);
}

/** The keys to delete for the pruned backups: every key under each pruned backup's name. */
export function keysOfBackups(keys: readonly string[], prefix: string, backups: readonly string[]): string[] {
  const pruned = new Set(backups);
  return keys.filter((key) => key.startsWith(prefix) && pruned.has(key.slice(prefix.length).split('/')[0]!));
}

/** The upload order: the manifest last, so a copy in a bucket without its manifest.json is visibly unfinished. */
export function uploadOrder(files: readonly string[]): string[] {
  const manifestLast = (file: string) => (file === 'manifest.json' ? 1 : 0);
  return [...files].sort((a, b) => manifestLast(a) - manifestLast(b) || a.localeCompare(b));
}

import { z } from 'zod';

/** A copy off the machine that did not work (decision 058): the destination in words ('S3 bucket kbh-backups', 'the folder /mnt/backup') and a safe message. */
export const copyFailureSchema = z.object({ to: z.string(), message: z.string() });
export type CopyFailure = z.infer<typeof copyFailureSchema>;

/** The dashboard's backup line (decision 056): the last finished backup run, and a warning when one is due. */
export const backupStatusSchema = z.object({
  last: z
    .object({
      finishedAt: z.string(),
      ok: z.boolean(),
      sizeBytes: z.number().int().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
  /** The last backup's copies that failed, each in words: 'The copy to S3 bucket kbh-backups failed: …' (the backup itself is kept). */
  copyWarnings: z.array(z.string()),
  /** The last backup that worked, when the last run failed. */
  lastOkAt: z.string().nullable(),
  warning: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** A backup older than this is a warning (a day's schedule and half a day's grace). */
export const BACKUP_STALE_HOURS = 36;

export const BACKUP_WARNINGS = {
  never: 'No backup has been made yet. Run npm run backup on the server, and check that the daily backup is on.',
  failed: 'The last backup failed.',
  stale: `The last backup is more than ${BACKUP_STALE_HOURS} hours old.`,
} as const;

/** The warning for a last run (null: none yet) at `now`, or null when all is well. */
export function backupWarning(last: { finishedAt: string; ok: boolean } | null, now: Date): string | null {
  if (!last) return BACKUP_WARNINGS.never;
  if (!last.ok) return BACKUP_WARNINGS.failed;
  return now.getTime() - Date.parse(last.finishedAt) > BACKUP_STALE_HOURS * 3_600_000 ? BACKUP_WARNINGS.stale : null;
}

/** The warning for each failed copy of the last backup. */
export function copyWarnings(failures: readonly CopyFailure[] | null): string[] {
  return (failures ?? []).map((failure) => `The copy to ${failure.to} failed: ${failure.message}`);
}

/** A size in words: '412 KB', '12.5 MB', '1.2 GB'. */
export function formatBackupSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { log } from '../../logger';
import type { CopyFailure } from '../../../shared/backups/backup-status';
import { createBackup, type BackupResult, type BackupSettings } from './backup-archive';
import { copyOffMachine } from './backup-copy';
import { BackupRunEntity } from './backup-run.entity';
import { redact, secretsOf } from './pg-tools';

/**
 * Runs a backup and records it in backup_run: a row when it starts, then ok with its name and size, or failed
 * with a message (the database URL and password taken out). A scheduled run names its Honolulu day: the insert
 * claims the day (a unique index), so when several processes reach the hour, one backs up and the others see
 * `null` (already claimed) and do nothing. Once written and checked, the backup is copied to each configured
 * destination off the machine (decision 058); a copy that fails is noted on the run, which stays ok.
 */
export async function runRecordedBackup(
  em: EntityManager,
  settings: BackupSettings,
  options: { trigger: 'manual' | 'scheduled'; scheduledDay?: string; now?: Date },
): Promise<{ ok: true; result: BackupResult; copyFailures: CopyFailure[] } | { ok: false; message: string } | null> {
  const startedAt = options.now ?? new Date();
  const claimed = await em.execute<{ id: string }[]>(
      `insert into "backup_run" ("trigger", "scheduled_day", "started_at") values (?, ?, ?) on conflict ("scheduled_day") where "scheduled_day" is not null do nothing returning "id"`,
      [options.trigger, options.scheduledDay ?? null, startedAt],
    );
  const id = claimed[0]?.id;
  if (id === undefined) return null;
  let result: BackupResult;
  try {
    result = await createBackup(settings, startedAt);
  } catch (error) {
    const message = redact(error instanceof Error ? error.message : String(error), secretsOf(settings.databaseUrl)).slice(0, 2000);
    await em.nativeUpdate(BackupRunEntity, { id: Number(id) }, { finishedAt: new Date(), ok: false, message });
    log.error(`backup failed: ${message}`);
    return { ok: false, message };
  }
  // Recorded as soon as the backup is there, so a crash during a long copy does not hide it.
  await em.nativeUpdate(BackupRunEntity, { id: Number(id) }, { finishedAt: new Date(), ok: true, name: result.name, sizeBytes: result.sizeBytes });
  log.info(`backup: ${result.name} written (${result.sizeBytes} bytes)${result.deleted.length > 0 ? `; ${result.deleted.length} old backups deleted` : ''}`);
  if (!settings.copies) return { ok: true, result, copyFailures: [] };
  const copies = await copyOffMachine(result, settings.copies, settings.retention);
  for (const [to, pruned] of Object.entries(copies.pruned)) log.info(`backup: ${result.name} copied to ${to}${pruned.length > 0 ? `; ${pruned.length} old copies deleted` : ''}`);
  for (const failure of copies.failures) log.warn(`backup: the copy of ${result.name} to ${failure.to} failed: ${failure.message}`);
  if (copies.failures.length > 0) await em.nativeUpdate(BackupRunEntity, { id: Number(id) }, { copyFailures: copies.failures });
  return { ok: true, result, copyFailures: copies.failures };
}

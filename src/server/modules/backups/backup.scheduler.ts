import type { Orm } from '../../db/orm';
import { everyInterval } from '../../platform/periodic-task';
import type { BackupSettings } from './backup-archive';
import { runRecordedBackup } from './backup-run.service';
import { dueBackupDay } from './backup-schedule';

const CHECK_EVERY_MS = 5 * 60_000;

/**
 * The daily backup (decision 056) at `dailyAt`, Honolulu time (BACKUP_SCHEDULE). Every server process checks every
 * five minutes (first a minute after start); once the hour has come, each tries to claim the day's row in
 * backup_run, and the unique day lets exactly one of them back up. Returns its stop.
 */
export function startBackupSchedule(
  orm: Orm,
  settings: BackupSettings,
  dailyAt: string,
  timing: { checkEveryMs: number; firstRunDelayMs: number; clock?: () => Date } = { checkEveryMs: CHECK_EVERY_MS, firstRunDelayMs: 60_000 },
): () => Promise<void> {
  return everyInterval(
    async () => {
      const now = timing.clock?.() ?? new Date();
      const day = dueBackupDay(now, dailyAt);
      if (!day) return;
      const em = orm.em.fork();
      const [claimed] = await em.execute<{ found: boolean }[]>(`select exists (select 1 from "backup_run" where "scheduled_day" = ?) as found`, [day]);
      if (claimed?.found) return;
      await runRecordedBackup(em, settings, { trigger: 'scheduled', scheduledDay: day, now });
    },
    { intervalMs: timing.checkEveryMs, firstRunDelayMs: timing.firstRunDelayMs, failure: 'scheduled backup round failed' },
  );
}

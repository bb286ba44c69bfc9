/**
 * `npm run backup`: a backup now (decision 056), of the site's database (embedded or DATABASE_URL, beside a
 * running server or without one) and its uploads, into BACKUPS_DIR; recorded so the dashboard shows it; then
 * copied to BACKUP_COPY_DIR and/or the S3 bucket when configured (decision 058).
 */
import { copyWarnings } from '../../shared/backups/backup-status';
import { parseEnv } from '../env';
import { setLogLevel } from '../logger';
import { backupSettingsOf } from '../modules/backups/backup-archive';
import { runRecordedBackup } from '../modules/backups/backup-run.service';
import { runOnSiteDatabase } from './site-database';

setLogLevel('warn');
const env = parseEnv();
await runOnSiteDatabase(env, async (database) => {
  const orm = await database.orm();
  const [table] = await orm.em.fork().execute<{ found: string | null }[]>(`select to_regclass('public.backup_run')::text as found`);
  if (!table?.found) {
    console.error('Backup failed: this database has no site in it yet (or an older one): start the server once (npm start), which sets it up, then back it up.');
    return 1;
  }
  const outcome = await runRecordedBackup(orm.em.fork(), backupSettingsOf(env, database.url), { trigger: 'manual' });
  if (!outcome?.ok) {
    console.error(`Backup failed: ${outcome?.message ?? 'not run'}`);
    return 1;
  }
  console.log(`Backup written and checked: ${outcome.result.dir} (${(outcome.result.sizeBytes / 1024 / 1024).toFixed(1)} MB).`);
  if (outcome.result.deleted.length > 0) console.log(`Deleted under the retention rule: ${outcome.result.deleted.join(', ')}.`);
  // The backup is kept either way; a failed copy off the machine is reported and makes the command fail, so a cron job notices.
  for (const warning of copyWarnings(outcome.copyFailures)) console.error(warning);
  return outcome.copyFailures.length > 0 ? 1 : 0;
});

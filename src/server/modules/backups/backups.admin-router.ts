import { backupStatusSchema, backupWarning, copyWarnings } from '../../../shared/backups/backup-status';
import { adminProcedure, router } from '../../trpc/init';
import { BackupRunEntity } from './backup-run.entity';

/** admin.backups: the last backup for the dashboard (decision 056), as every server process sees it in backup_run, and its failed copies off the machine (decision 058). */
export const backupsAdminRouter = router({
  status: adminProcedure.output(backupStatusSchema).query(async ({ ctx }) => {
    const [last] = await ctx.em.find(BackupRunEntity, { finishedAt: { $ne: null } }, { orderBy: { finishedAt: 'desc' }, limit: 1 });
    const summary = last ? { finishedAt: last.finishedAt!.toISOString(), ok: last.ok === true, sizeBytes: last.sizeBytes ?? null, message: last.message ?? null } : null;
    const lastOk = summary && !summary.ok ? await ctx.em.findOne(BackupRunEntity, { ok: true }, { orderBy: { finishedAt: 'desc' } }) : null;
    return { last: summary, lastOkAt: lastOk?.finishedAt?.toISOString() ?? null, warning: backupWarning(summary, new Date()), copyWarnings: copyWarnings(last?.copyFailures ?? null) };
  }),
});

import { defineEntity } from '@mikro-orm/core';
import type { CopyFailure } from '../../../shared/backups/backup-status';

const p = defineEntity.properties;

export const BACKUP_TRIGGERS = ['manual', 'scheduled'] as const;

/**
 * One backup run (decision 056), in the database so every server process and the dashboard see it: started,
 * then finished ok (its folder's name and size) or failed (a message with no secret in it). A scheduled run
 * names its Honolulu day, unique, so exactly one process claims each day's backup. A backup whose copy off the
 * machine failed is still ok (it is there locally), with the failed copies noted.
 */
export const BackupRunEntity = defineEntity({
  name: 'BackupRun',
  tableName: 'backup_run',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    trigger: p.enum([...BACKUP_TRIGGERS]),
    scheduledDay: p.string().length(10).nullable(),
    startedAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
    ok: p.boolean().nullable(),
    name: p.string().length(100).nullable(),
    sizeBytes: p.bigint('number').nullable(),
    message: p.text().nullable(),
    /** The copies off the machine that failed (decision 058); null or empty when every one worked or none is configured. */
    copyFailures: p.json<CopyFailure[]>().nullable(),
  },
});

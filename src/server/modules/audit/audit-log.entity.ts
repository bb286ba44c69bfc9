import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/**
 * One recorded change or event (decision 036). Written by the database's audit triggers and by recordAudit;
 * the table refuses UPDATE, DELETE and TRUNCATE. The actor's name is copied, so a row still says who
 * after the account is renamed or gone.
 */
export const AuditLogEntity = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_log',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    at: p.datetime().defaultRaw('now()'),
    actorId: p.uuid().nullable(),
    actorName: p.string().length(100).nullable(),
    ip: p.string().length(100).nullable(),
    action: p.string().length(40),
    entity: p.string().length(63),
    entityId: p.string().length(200).nullable(),
    before: p.json<Record<string, unknown>>().nullable(),
    after: p.json<Record<string, unknown>>().nullable(),
  },
});

import { auditCsvSchema, auditFilterSchema, auditListInputSchema, auditListSchema, auditMembersSchema } from '../../../shared/audit/audit.schemas';
import { todayAtProperty } from '../../../shared/lib/dates';
import { adminProcedure, router } from '../../trpc/init';
import { auditCsv, auditMembers, listAudit } from './audit.service';

/** admin.audit: the audit log, read only (no procedure edits or deletes a row). Owner only. */
export const auditAdminRouter = router({
  /** Newest first, a page at a time, filtered by member, entity, action and Honolulu dates. */
  list: adminProcedure
    .input(auditListInputSchema)
    .output(auditListSchema)
    .query(({ ctx, input }) => listAudit(ctx.em, input)),
  /** Everyone the log names, for the member filter (former members included). */
  members: adminProcedure.output(auditMembersSchema).query(({ ctx }) => auditMembers(ctx.em)),
  /** The filtered rows as a CSV file (REST sends it as a download); the export is recorded too. */
  exportCsv: adminProcedure
    .input(auditFilterSchema)
    .output(auditCsvSchema)
    .query(({ ctx, input }) => auditCsv(ctx.em, input, todayAtProperty())),
});

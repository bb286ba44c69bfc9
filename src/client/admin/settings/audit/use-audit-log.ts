import type { AuditAction } from '../../../../shared/audit/audit.schemas';
import { trpc } from '../../../lib/trpc';

/** The filters on screen; '' means any. Dates are Honolulu days, both included. */
export interface AuditFilters {
  actorId: string;
  entity: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actorId: '', entity: '', action: '', from: '', to: '' };

function setFilters(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

export function useAuditLog(filters: AuditFilters, page: number) {
  return trpc.admin.audit.list.useQuery({ ...setFilters(filters), page }, { placeholderData: (previous) => previous });
}

export function useAuditMembers() {
  return trpc.admin.audit.members.useQuery();
}

/** GET /api/admin/audit.csv with the filters on screen. */
export function auditCsvHref(filters: AuditFilters): string {
  const query = new URLSearchParams(setFilters(filters)).toString();
  return `/api/admin/audit.csv${query ? `?${query}` : ''}`;
}

import { z } from 'zod';
import { optionalParam } from '../lib/optional-param';
import { isoDateSchema } from '../lib/iso-date.schema';
import { fromDigits } from '../lib/number.schema';

/**
 * What an audit row records. create/update/delete are written by the database's triggers for every audited
 * table (docs/decisions/036-audit-log.md); the rest are events a service records with recordAudit.
 * Adding an event: one name here (and its label below), one recordAudit call where it happens.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'sign_in', 'sign_in_failed', 'sign_out', 'export'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  export: 'Exported',
};

/** What the rows are about: audited tables by their table name, exports by what was exported. */
export const AUDIT_ENTITY_LABELS: Readonly<Record<string, string>> = {
  app_user: 'Team member',
  invitation: 'Invitation',
  booking: 'Booking',
  recorded_payment: 'Recorded payment',
  coupon: 'Coupon',
  setting: 'Setting',
  policy: 'Policy',
  calendar_feed: 'Calendar feed',
  calendar_block: 'Blocked nights',
  contact_message: 'Contact message',
  chat_conversation: 'Chat',
  chat_block: 'Chat block',
  property: 'Property',
  photo: 'Photo',
  amenity_category: 'Amenity category',
  amenity: 'Amenity',
  attraction: 'Attraction',
  attraction_image: 'Attraction image',
  review: 'Review',
  outbox_email: 'E-mail',
  bookings_export: 'Bookings CSV',
  report_export: 'Report CSV',
  tax_report_export: 'Tax report CSV',
  audit_log_export: 'Audit log CSV',
};

export function auditEntityLabel(entity: string): string {
  return AUDIT_ENTITY_LABELS[entity] ?? entity;
}

export const AUDIT_PAGE_SIZE = 50;


const filterFields = {
  actorId: optionalParam(z.uuid({ error: 'Choose a member from the list' })),
  entity: optionalParam(z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, 'Choose an entity from the list')),
  action: optionalParam(z.enum(AUDIT_ACTIONS, { error: 'Choose an action from the list' })),
  from: optionalParam(isoDateSchema),
  to: optionalParam(isoDateSchema),
};

function datesInOrder(value: { from?: string | undefined; to?: string | undefined }): boolean {
  return !value.from || !value.to || value.from <= value.to;
}
const DATES_IN_ORDER = { error: 'The end date must not be before the start date', path: ['to'] };

/** Which rows: by member, entity, action and Honolulu dates (both included). The CSV takes the same filters. */
export const auditFilterSchema = z.object(filterFields).refine(datesInOrder, DATES_IN_ORDER).prefault({});
export type AuditFilter = z.input<typeof auditFilterSchema>;

export const auditListInputSchema = z
  .object({
    ...filterFields,
    page: fromDigits(z.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Pages start at 1').max(100_000, 'There are not that many pages')).default(1),
    pageSize: fromDigits(
      z.number({ error: 'Page size must be a number' }).int('Page size must be a whole number').min(1, 'At least 1 row per page').max(200, 'At most 200 rows per page'),
    ).default(AUDIT_PAGE_SIZE),
  })
  .refine(datesInOrder, DATES_IN_ORDER)
  .prefault({});
export type AuditListInput = z.input<typeof auditListInputSchema>;

/** One changed field: its value before and after (null where there was none); secrets read "changed". */
export const auditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO instant. */
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  ip: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;

/** Everyone who appears in the log (the member filter's choices), by the name they had last. */
export const auditMembersSchema = z.array(z.object({ id: z.string(), name: z.string() }));

export const auditCsvSchema = z.object({ filename: z.string(), csv: z.string() });

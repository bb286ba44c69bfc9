import type { ROLES } from './auth.schemas';

export type Role = (typeof ROLES)[number];

/**
 * What a signed-in member may do, one word per kind of work. The server checks one of these on every admin
 * call (ADMIN_PROCEDURE_PERMISSIONS below); the client hides what the role lacks (hiding is a convenience).
 */
export const PERMISSIONS = [
  // Every member, for themselves only: their name, address, password, sessions, passkeys and two-factor codes.
  'account',
  // Staff and owner: the house's daily work.
  'dashboard',
  'bookings.view',
  'bookings.manage',
  'calendar',
  'messages',
  'emails',
  'chat',
  'content',
  'reviews',
  // The owner alone: money, the people, the site and its records.
  'bookings.money',
  'pricing',
  'reports',
  'team',
  'site',
  'integrations',
  'audit',
  // The owner alone: removing what staff built (photos, amenities, attractions) and publishing pages (issue 21).
  'content.delete',
  'content.publish',
  // The owner alone: deleting a guest's review (issue 22, decision 046); staff unpublish instead.
  'reviews.delete',
  // The owner alone: the automated guest messages' rules and the house access they carry (issue 22, decision 048).
  'emails.automation',
  // The owner alone: the words of the site's e-mails (issue 22, decision 049); staff view, preview and test them.
  'emails.templates',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const STAFF_PERMISSIONS: readonly Permission[] = ['account', 'dashboard', 'bookings.view', 'bookings.manage', 'calendar', 'messages', 'emails', 'chat', 'content', 'reviews'];

/** Which role holds which permission: the owner holds every one. */
const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  staff: STAFF_PERMISSIONS,
};

export function roleMay(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Every admin procedure (and so every /api/admin REST row, which only forwards to one) and the permission it
 * needs. One row per procedure: a procedure missing here is refused to everyone (fail closed), the type check
 * in src/server/trpc/permission-table.int.test.ts names a path that is missing or not a procedure, and the
 * permission walk test fails naming it. Owner only by the issue: pricing and coupons, refunds and cancellations,
 * payment and e-mail settings, team and roles, site settings, reporting and the tax report, the audit log,
 * deleting anything (see docs/decisions/035-roles-and-permission-table.md for the rows in between).
 */
export const ADMIN_PROCEDURE_PERMISSIONS = {
  'admin.team.users': 'team',
  'admin.team.invitations': 'team',
  'admin.team.createInvitation': 'team',
  'admin.team.revokeInvitation': 'team',
  'admin.team.members': 'team',
  'admin.team.setRole': 'team',
  'admin.team.deactivate': 'team',
  'admin.team.reactivate': 'team',
  'admin.team.handOverOwnership': 'team',
  'admin.account.updateName': 'account',
  'admin.account.requestEmailChange': 'account',
  'admin.account.changePassword': 'account',
  'admin.account.sessions': 'account',
  'admin.account.endSession': 'account',
  'admin.account.endOtherSessions': 'account',
  'admin.security.overview': 'account',
  'admin.security.passkeyOptions': 'account',
  'admin.security.addPasskey': 'account',
  'admin.security.renamePasskey': 'account',
  'admin.security.removePasskey': 'account',
  'admin.security.startTwoFactor': 'account',
  'admin.security.confirmTwoFactor': 'account',
  'admin.security.disableTwoFactor': 'account',
  'admin.security.setRequirement': 'team',

  'admin.contact.messages': 'messages',
  'admin.contact.markAnswered': 'messages',
  'admin.contact.reopen': 'messages',
  'admin.contact.reply': 'messages',
  'admin.contact.outbox': 'emails',
  'admin.contact.outboxMessage': 'emails',

  'admin.calendar.month': 'calendar',
  'admin.calendar.blockNights': 'calendar',
  'admin.calendar.unblockNights': 'calendar',
  'admin.calendar.feeds': 'calendar',
  'admin.calendar.addFeed': 'calendar',
  'admin.calendar.syncNow': 'calendar',
  'admin.calendar.removeFeed': 'integrations',
  'admin.calendar.exportUrl': 'integrations',
  'admin.calendar.rotateExportToken': 'integrations',
  'admin.calendar.setNightPrice': 'pricing',
  'admin.calendar.setMinStay': 'pricing',

  'admin.bookings.list': 'bookings.view',
  'admin.bookings.search': 'bookings.view',
  'admin.bookings.get': 'bookings.view',
  'admin.bookings.returningGuests': 'bookings.view',
  'admin.bookings.createManual': 'bookings.manage',
  'admin.bookings.resendConfirmation': 'bookings.manage',
  'admin.bookings.cancel': 'bookings.money',
  'admin.bookings.refund': 'bookings.money',
  'admin.bookings.recordPayment': 'bookings.money',
  'admin.bookings.voidPayment': 'bookings.money',
  'admin.bookings.quoteChange': 'bookings.money',
  'admin.bookings.change': 'bookings.money',
  'admin.bookings.exportCsv': 'reports',
  'admin.bookings.blackouts.list': 'calendar',
  'admin.bookings.blackouts.add': 'calendar',
  'admin.bookings.blackouts.remove': 'calendar',

  'admin.pricing.settings': 'pricing',
  'admin.pricing.updateSettings': 'pricing',
  'admin.pricing.rates': 'pricing',
  'admin.pricing.updateRates': 'pricing',
  'admin.pricing.coupons': 'pricing',
  'admin.pricing.createCoupon': 'pricing',
  'admin.pricing.updateCoupon': 'pricing',
  'admin.pricing.deleteCoupon': 'pricing',

  'admin.taxReport.get': 'reports',
  'admin.taxReport.csv': 'reports',
  'admin.reports.summary': 'reports',
  'admin.reports.summaryCsv': 'reports',
  'admin.reports.onTheBooks': 'reports',

  'admin.dashboard.get': 'dashboard',
  // The last backup and its warning (decision 056): staff see it too, so someone notices a failed one.
  'admin.backups.status': 'dashboard',
  'admin.setup.status': 'dashboard',
  'admin.live.onEvent': 'dashboard',
  'admin.guests.history': 'bookings.view',

  'admin.chat.list': 'chat',
  'admin.chat.get': 'chat',
  'admin.chat.unreadCount': 'chat',
  'admin.chat.reply': 'chat',
  'admin.chat.markRead': 'chat',
  'admin.chat.resolve': 'chat',
  'admin.chat.reopen': 'chat',
  'admin.chat.block': 'chat',
  'admin.chat.unblock': 'chat',
  'admin.chat.release': 'chat',
  'admin.chat.endLinks': 'chat',
  'admin.chat.savedReplies.list': 'chat',
  'admin.chat.savedReplies.save': 'chat',
  'admin.chat.savedReplies.remove': 'chat',
  'admin.content.chatHost': 'chat',
  'admin.content.updateChatHost': 'site',
  'admin.texts.policies': 'content',
  'admin.texts.savePolicy': 'content',
  'admin.texts.seo': 'content',
  'admin.texts.saveSeo': 'content',
  'admin.texts.footer': 'content',
  'admin.texts.saveFooter': 'content',
  'admin.texts.notFound': 'content',
  'admin.texts.saveNotFound': 'content',
  'admin.texts.pages': 'content',
  'admin.texts.savePage': 'content',
  'admin.site.settings': 'site',
  'admin.site.update': 'site',
  'admin.site.integrations': 'integrations',
  'admin.audit.list': 'audit',
  'admin.audit.exportCsv': 'audit',
  'admin.audit.members': 'audit',

  'admin.property.facts': 'content',
  'admin.property.updateFacts': 'content',
  'admin.property.amenities': 'content',
  'admin.property.createCategory': 'content',
  'admin.property.updateCategory': 'content',
  'admin.property.moveCategory': 'content',
  'admin.property.deleteCategory': 'content.delete',
  'admin.property.createAmenity': 'content',
  'admin.property.updateAmenity': 'content',
  'admin.property.moveAmenity': 'content',
  'admin.property.deleteAmenity': 'content.delete',
  'admin.property.attractions': 'content',
  'admin.property.createAttraction': 'content',
  'admin.property.updateAttraction': 'content',
  'admin.property.deleteAttraction': 'content.delete',
  // Content → Photos (issue 21): staff add and edit photos (POST /api/admin/uploads checks admin.photos.update);
  // deleting one is the owner's.
  'admin.photos.list': 'content',
  'admin.photos.update': 'content',
  'admin.photos.reorder': 'content',
  'admin.photos.remove': 'content.delete',
  // An attraction's images (decision 044): staff upload, describe, replace and order them (the upload route checks
  // admin.attractionImages.update); removing one is deleting, the owner's.
  'admin.attractionImages.list': 'content',
  'admin.attractionImages.update': 'content',
  'admin.attractionImages.reorder': 'content',
  'admin.attractionImages.remove': 'content.delete',
  // Page Builder (issue 21, decision 043): staff build drafts and may restore an old version as the draft; what
  // visitors see changes only when the owner publishes, and only the owner deletes a page.
  'admin.pages.list': 'content',
  'admin.pages.get': 'content',
  'admin.pages.saveDraft': 'content',
  'admin.pages.versions': 'content',
  'admin.pages.restore': 'content',
  'admin.pages.create': 'content',
  'admin.pages.publish': 'content.publish',
  'admin.pages.remove': 'content.delete',
  // Reviews (issue 22, decision 046): staff moderate, feature, answer, add and import reviews; only the owner
  // deletes one (unpublishing hides it and keeps it).
  'admin.reviews.list': 'reviews',
  'admin.reviews.create': 'reviews',
  'admin.reviews.update': 'reviews',
  'admin.reviews.setPublished': 'reviews',
  'admin.reviews.setFeatured': 'reviews',
  'admin.reviews.saveResponse': 'reviews',
  'admin.reviews.importCsv': 'reviews',
  'admin.reviews.remove': 'reviews.delete',
  // Emails → Automation (issue 22, decision 048): staff see the rules and what is scheduled; the owner retimes
  // the rules and alone reads or edits the house access (door code, Wi-Fi, exact address).
  'admin.guestMessages.rules': 'emails',
  'admin.guestMessages.upcoming': 'emails',
  'admin.guestMessages.saveRules': 'emails.automation',
  'admin.guestMessages.houseAccess': 'emails.automation',
  'admin.guestMessages.saveHouseAccess': 'emails.automation',

  // E-mail templates (issue 22, decision 049).
  'admin.emailTemplates.list': 'emails',
  'admin.emailTemplates.bookings': 'emails',
  'admin.emailTemplates.preview': 'emails',
  'admin.emailTemplates.sendTest': 'emails',
  'admin.emailTemplates.save': 'emails.templates',
  'admin.emailTemplates.restore': 'emails.templates',

  // Emails → Sent (issue 22, decision 052): staff work the outbox: read, retry and resend.
  'admin.outbox.list': 'emails',
  'admin.outbox.kinds': 'emails',
  'admin.outbox.get': 'emails',
  'admin.outbox.retryNow': 'emails',
  'admin.outbox.resend': 'emails',

  // Whether verified guests' reviews skip moderation is a setting of the site's, so the owner's.
  'admin.reviews.settings': 'site',
  'admin.reviews.saveSettings': 'site',
} as const satisfies Record<`admin.${string}`, Permission>;

/** The permission an admin procedure needs, or undefined for a path the table lacks (refused: fail closed). */
export function permissionFor(path: string): Permission | undefined {
  return Object.hasOwn(ADMIN_PROCEDURE_PERMISSIONS, path) ? ADMIN_PROCEDURE_PERMISSIONS[path as keyof typeof ADMIN_PROCEDURE_PERMISSIONS] : undefined;
}

/** Why a role may not call an admin path, or null when it may. */
export function refusalOf(role: Role, path: string): string | null {
  const permission = permissionFor(path);
  if (!permission) return 'This action is not in the permission table, so no one may use it yet.';
  if (!roleMay(role, permission)) return 'Only the owner can do this.';
  return null;
}

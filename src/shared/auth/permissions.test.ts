import { describe, expect, it } from 'vitest';
import { ADMIN_PROCEDURE_PERMISSIONS, PERMISSIONS, permissionFor, refusalOf, roleMay } from './permissions';

const ownerOnly = (path: string) => refusalOf('staff', path) !== null && refusalOf('owner', path) === null;
const paths = Object.keys(ADMIN_PROCEDURE_PERMISSIONS);

describe('the roles', () => {
  it('gives the owner every permission', () => {
    for (const permission of PERMISSIONS) expect(roleMay('owner', permission), permission).toBe(true);
  });

  it('gives staff the daily work and nothing about money, people, the site or its records', () => {
    expect(PERMISSIONS.filter((permission) => roleMay('staff', permission))).toEqual([
      'account', 'dashboard', 'bookings.view', 'bookings.manage', 'calendar', 'messages', 'emails', 'chat', 'content', 'reviews',
    ]);
  });
});

describe('the permission table: the issue’s owner-only list', () => {
  it.each([
    ['pricing and coupons', (path: string) => path.startsWith('admin.pricing.') || path === 'admin.calendar.setNightPrice' || path === 'admin.calendar.setMinStay'],
    ['refunds, cancellations and payments', (path: string) => ['admin.bookings.refund', 'admin.bookings.cancel', 'admin.bookings.recordPayment', 'admin.bookings.voidPayment', 'admin.bookings.change'].includes(path)],
    ['team and roles', (path: string) => path.startsWith('admin.team.')],
    ['reporting, the tax report and exports', (path: string) => path.startsWith('admin.reports.') || path.startsWith('admin.taxReport.') || path === 'admin.bookings.exportCsv'],
    ['site and integration settings', (path: string) => ['admin.content.updateChatHost', 'admin.calendar.exportUrl', 'admin.calendar.rotateExportToken', 'admin.site.settings', 'admin.site.update', 'admin.site.integrations'].includes(path)],
    ['the audit log', (path: string) => path.startsWith('admin.audit.')],
    ['deleting a coupon, an imported calendar or an invitation', (path: string) => ['admin.pricing.deleteCoupon', 'admin.calendar.removeFeed', 'admin.team.revokeInvitation'].includes(path)],
    ['deleting a review (issue 22)', (path: string) => path === 'admin.reviews.remove'],
  ])('keeps %s for the owner', (_what, covers) => {
    const covered = paths.filter(covers);
    expect(covered.length).toBeGreaterThan(0);
    expect(covered.filter((path) => !ownerOnly(path))).toEqual([]);
  });

  it('lets staff view bookings, book by hand, resend e-mails, block nights, answer messages and chat, and read the outbox', () => {
    const staffWork = [
      'admin.bookings.list', 'admin.bookings.get', 'admin.bookings.search', 'admin.bookings.createManual', 'admin.bookings.resendConfirmation',
      'admin.calendar.month', 'admin.calendar.blockNights', 'admin.calendar.unblockNights', 'admin.contact.messages', 'admin.contact.reply',
      'admin.chat.list', 'admin.chat.reply', 'admin.contact.outbox', 'admin.contact.outboxMessage', 'admin.dashboard.get', 'admin.live.onEvent',
      'admin.reviews.list', 'admin.reviews.create', 'admin.reviews.update', 'admin.reviews.setPublished', 'admin.reviews.setFeatured', 'admin.reviews.saveResponse', 'admin.reviews.importCsv',
    ];
    expect(staffWork.filter((path) => refusalOf('staff', path) !== null)).toEqual([]);
  });
});

describe('refusalOf', () => {
  it('says in words why staff may not, and lets the owner', () => {
    expect(refusalOf('staff', 'admin.pricing.updateSettings')).toBe('Only the owner can do this.');
    expect(refusalOf('owner', 'admin.pricing.updateSettings')).toBeNull();
  });

  it('refuses every role a path the table does not list (fail closed), even one named like a table key', () => {
    for (const path of ['admin.pricing.somethingNew', 'admin', 'toString', '__proto__', 'constructor']) {
      expect(permissionFor(path), path).toBeUndefined();
      expect(refusalOf('owner', path)).toBe('This action is not in the permission table, so no one may use it yet.');
    }
  });
});

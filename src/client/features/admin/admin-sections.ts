import { paths } from '../../../shared/paths';

/** The admin area's sections, in the spec's order. */
export const ADMIN_SECTIONS = [
  { href: paths.admin.dashboard, label: 'Dashboard' },
  { href: paths.admin.bookings, label: 'Bookings' },
  { href: paths.admin.calendar, label: 'Calendar' },
  { href: paths.admin.pricing, label: 'Pricing' },
  { href: paths.admin.content, label: 'Content' },
  { href: paths.admin.contentManagement, label: 'Content Management' },
  { href: paths.admin.reporting, label: 'Reporting' },
  { href: paths.admin.settings, label: 'Settings' },
  { href: paths.admin.reviews, label: 'Reviews' },
  { href: paths.admin.pageBuilder, label: 'Page Builder' },
  { href: paths.admin.emails, label: 'Emails' },
  { href: paths.admin.chat, label: 'Chat' },
] as const;

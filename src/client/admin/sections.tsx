import { paths } from '../../shared/paths';

/** The admin area's sections, in the spec's order; `key` is the shortcut's second letter (G then `key`). */
export const ADMIN_SECTIONS = [
  { href: paths.admin.dashboard, label: 'Dashboard', key: 'd' },
  { href: paths.admin.bookings, label: 'Bookings', key: 'b' },
  { href: paths.admin.calendar, label: 'Calendar', key: 'c' },
  { href: paths.admin.pricing, label: 'Pricing', key: 'p' },
  { href: paths.admin.content, label: 'Content', key: 'o' },
  { href: paths.admin.contentManagement, label: 'Content Management', key: 'm' },
  { href: paths.admin.reporting, label: 'Reporting', key: 'r' },
  { href: paths.admin.settings, label: 'Settings', key: 's' },
  { href: paths.admin.reviews, label: 'Reviews', key: 'v' },
  { href: paths.admin.pageBuilder, label: 'Page Builder', key: 'u' },
  { href: paths.admin.emails, label: 'Emails', key: 'e' },
  { href: paths.admin.chat, label: 'Chat', key: 'h' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The section a full path (/admin/bookings) shows, if it is one. */
export function adminSectionAt(pathname: string): AdminSection | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return ADMIN_SECTIONS.find((section) => section.href === path);
}

import type { ComponentType } from 'react';
import type { Permission } from '../../shared/auth/permissions';
import { PAGE_EDITOR_ROUTE, paths } from '../../shared/paths';
import { lazyPage, type LazyPage } from '../app/lazy-page';
import { bookingPaletteActions, bookingSearchSource } from './bookings/booking-search';
import { calendarDateSource, calendarPaletteActions } from './calendar/calendar-palette';
import { useChatUnreadBadge } from './chat/use-chat-inbox';
import type { PaletteAction, PaletteSource, SectionBadge } from './shell/public';

export type AdminGroup = 'Today' | 'Listing' | 'Business';

interface SectionFacts {
  /** Its full path, from src/shared/paths. */
  path: string;
  /** The spec's name for it: the navigation's, the palette's, the stub's heading and the tab title's. */
  label: string;
  /** What the signed-in role needs to see it: without it, no navigation, palette or shortcut, and its URL says it is the owner's. */
  permission: Permission;
  /** The second key of its shortcut (G then `key`). */
  key: string;
  group: AdminGroup;
  /** What it adds to the command palette's search. */
  paletteSource?: PaletteSource;
  /** Actions it offers in the command palette on every screen ('New booking'). */
  paletteActions?: readonly PaletteAction[];
  useBadge?: () => SectionBadge | undefined;
  /** Further full paths its screen shows (its own tabs, e.g. Settings → Site, or a route with a parameter such as /admin/page-builder/:slug), under the same navigation entry and permission. */
  subpaths?: readonly string[];
}

/** A section that is built has a screen, loaded when first shown; a planned one shows its name until it is built. */
export type AdminSectionDeclaration = SectionFacts & ({ status: 'built'; screen: LazyPage } | { status: 'planned' });

const screen = (load: () => Promise<{ default: ComponentType }>) => lazyPage(load);

/**
 * The admin area's sections, declared once, in the navigation's order and groups. The routes, the
 * navigation, the palette's "Go to" and searches, the shortcuts and the stubs are all made from this list.
 */
export const ADMIN_SECTIONS: readonly AdminSectionDeclaration[] = [
  { path: paths.admin.dashboard, label: 'Dashboard', permission: 'dashboard', key: 'd', group: 'Today', status: 'built', screen: screen(() => import('./screens/dashboard-screen')) },
  {
    path: paths.admin.bookings,
    label: 'Bookings',
    permission: 'bookings.view',
    key: 'b',
    group: 'Today',
    status: 'built',
    screen: screen(() => import('./bookings/bookings-panel').then((module) => ({ default: module.BookingsPanel }))),
    paletteSource: bookingSearchSource,
    paletteActions: bookingPaletteActions,
  },
  {
    path: paths.admin.calendar,
    label: 'Calendar',
    permission: 'calendar',
    key: 'c',
    group: 'Today',
    status: 'built',
    screen: screen(() => import('./calendar/calendar-panel').then((module) => ({ default: module.CalendarPanel }))),
    paletteSource: calendarDateSource,
    paletteActions: calendarPaletteActions,
  },
  {
    path: paths.admin.chat,
    label: 'Chat',
    permission: 'chat',
    key: 'h',
    group: 'Today',
    status: 'built',
    screen: screen(() => import('./chat/chat-panel').then((module) => ({ default: module.ChatPanel }))),
    useBadge: useChatUnreadBadge,
  },
  {
    path: paths.admin.emails,
    subpaths: [paths.admin.emailsTemplates, paths.admin.emailsAutomation],
    label: 'Emails',
    permission: 'emails',
    key: 'e',
    group: 'Today',
    status: 'built',
    screen: screen(() => import('./emails/emails-screen')),
  },
  {
    path: paths.admin.content,
    subpaths: [paths.admin.contentPhotos, paths.admin.contentAmenities, paths.admin.contentAttractions],
    label: 'Content',
    permission: 'content',
    key: 'o',
    group: 'Listing',
    status: 'built',
    screen: screen(() => import('./screens/content-screen')),
  },
  {
    path: paths.admin.contentManagement,
    subpaths: [paths.admin.contentManagementSeo, paths.admin.contentManagementFooter, paths.admin.contentManagementNotFound, paths.admin.contentManagementPageTexts],
    label: 'Content Management',
    permission: 'content',
    key: 'm',
    group: 'Listing',
    status: 'built',
    screen: screen(() => import('./screens/content-management-screen')),
  },
  {
    path: paths.admin.pageBuilder,
    subpaths: [PAGE_EDITOR_ROUTE],
    label: 'Page Builder',
    permission: 'content',
    key: 'u',
    group: 'Listing',
    status: 'built',
    screen: screen(() => import('./pages/page-builder-screen')),
  },
  { path: paths.admin.reviews, label: 'Reviews', permission: 'reviews', key: 'v', group: 'Listing', status: 'built', screen: screen(() => import('./reviews/reviews-screen')) },
  {
    path: paths.admin.pricing,
    label: 'Pricing',
    permission: 'pricing',
    key: 'p',
    group: 'Listing',
    status: 'built',
    screen: screen(() => import('./pricing/pricing-panel').then((module) => ({ default: module.PricingPanel }))),
  },
  { path: paths.admin.reporting, label: 'Reporting', permission: 'reports', key: 'r', group: 'Business', status: 'built', screen: screen(() => import('./reporting/reporting-screen')) },
  {
    path: paths.admin.settings,
    subpaths: [paths.admin.settingsSite, paths.admin.settingsChatHost, paths.admin.settingsAuditLog],
    label: 'Settings',
    permission: 'site',
    key: 's',
    group: 'Business',
    status: 'built',
    screen: screen(() => import('./screens/settings-screen')),
  },
];

/** The section a full path (/admin/bookings) shows, if it is one. */
export function adminSectionAt(pathname: string): AdminSectionDeclaration | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return ADMIN_SECTIONS.find((section) => section.path === path || section.subpaths?.some((subpath) => routeMatches(subpath, path)));
}

/** Whether a path is one a route pattern's (a ':name' segment matches any one segment). */
function routeMatches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const parts = path.split('/');
  return wanted.length === parts.length && wanted.every((segment, index) => (segment.startsWith(':') ? parts[index] !== '' : segment === parts[index]));
}

/** Where a full admin path sits inside the admin's router, which is nested under /admin. */
export function inAdmin(path: string): string {
  return path.replace(/^\/admin/, '') || '/';
}

/** Where a section sits inside the admin's router. */
export function pathInAdmin(section: AdminSectionDeclaration): string {
  return inAdmin(section.path);
}

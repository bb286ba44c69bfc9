/** Every URL of the site, once: the client router, the sitemap and the server's 404 rule read this. */
export const paths = {
  home: '/',
  stay: '/stay',
  gallery: '/stay#gallery',
  experiences: '/experiences',
  booking: '/booking',
  bookingForm: '/booking#booking-form',
  bookingDetails: '/booking/details',
  bookingCheckout: '/booking/checkout',
  bookingConfirmation: '/booking/confirmation',
  contact: '/contact',
  policies: '/policies',
  /** A guest's review of their stay, opened from the e-mail sent after check-out (`?ref=…&token=…`). */
  review: '/review',
  auth: '/auth',
  sitemap: '/sitemap.xml',
  /** Our own tours widget page (the default of site info's tours_widget_url) and its script. */
  toursWidget: '/widgets/tours',
  toursWidgetScript: '/widgets/tours.js',
  admin: {
    dashboard: '/admin',
    bookings: '/admin/bookings',
    calendar: '/admin/calendar',
    pricing: '/admin/pricing',
    content: '/admin/content',
    contentPhotos: '/admin/content/photos',
    contentAmenities: '/admin/content/amenities',
    contentAttractions: '/admin/content/attractions',
    contentManagement: '/admin/content-management',
    contentManagementSeo: '/admin/content-management/seo',
    contentManagementFooter: '/admin/content-management/footer',
    contentManagementNotFound: '/admin/content-management/not-found',
    contentManagementPageTexts: '/admin/content-management/page-texts',
    reporting: '/admin/reporting',
    settings: '/admin/settings',
    settingsSite: '/admin/settings/site',
    settingsChatHost: '/admin/settings/chat-host',
    settingsAuditLog: '/admin/settings/audit-log',
    reviews: '/admin/reviews',
    pageBuilder: '/admin/page-builder',
    emails: '/admin/emails',
    emailsTemplates: '/admin/emails/templates',
    emailsAutomation: '/admin/emails/automation',
    chat: '/admin/chat',
    account: '/admin/account',
    /** Account → Security: the member's own passkeys and two-factor codes. */
    security: '/admin/account/security',
  },
} as const;

/** Public pages worth listing in the sitemap (booking steps and sign-in are not). */
export const SITEMAP_PATHS = [paths.home, paths.stay, paths.experiences, paths.booking, paths.contact, paths.policies];

export const PUBLIC_ROUTE_PATHS: readonly string[] = [
  paths.home,
  paths.stay,
  paths.experiences,
  paths.booking,
  paths.bookingDetails,
  paths.bookingCheckout,
  paths.bookingConfirmation,
  paths.contact,
  paths.policies,
  paths.review,
  paths.auth,
];

export const ADMIN_ROUTE_PATHS: readonly string[] = Object.values(paths.admin);

/** The Page Builder's editor of one page: its route (under the Page Builder's entry) and one page's address. */
export const PAGE_EDITOR_ROUTE = `${paths.admin.pageBuilder}/:slug`;
export const pageEditorPath = (slug: string) => `${paths.admin.pageBuilder}/${slug}`;
const PAGE_EDITOR_PATH = /^\/admin\/page-builder\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for every page the client renders; anything else gets the not-found page with a 404. */
export function isKnownPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return PUBLIC_ROUTE_PATHS.includes(trimmed) || ADMIN_ROUTE_PATHS.includes(trimmed) || PAGE_EDITOR_PATH.test(trimmed);
}

import { accountAdminRouter } from './modules/auth/account.admin-router';
import { authAdminRouter } from './modules/auth/auth.admin-router';
import { authRouter } from './modules/auth/auth.router';
import { securityAdminRouter } from './modules/auth/security.admin-router';
import { contactAdminRouter } from './modules/contact/contact.admin-router';
import { contactRouter } from './modules/contact/contact.router';
import { bookingAdminRouter } from './modules/booking/booking.admin-router';
import { bookingRouter } from './modules/booking/booking.router';
import { pricingAdminRouter } from './modules/pricing/pricing.admin-router';
import { calendarSyncAdminRouter } from './modules/calendar-sync/calendar-sync.admin-router';
import { availabilityRouter } from './modules/availability/availability.router';
import { contentAdminRouter } from './modules/content/content.admin-router';
import { contentRouter } from './modules/content/content.router';
import { siteTextsAdminRouter } from './modules/content/site-texts.admin-router';
import { propertyRouter } from './modules/property/property.router';
import { quoteRouter } from './modules/quote/quote.router';
import { reviewsRouter } from './modules/reviews/reviews.router';
import { reviewsAdminRouter } from './modules/reviews/reviews.admin-router';
import { taxReportAdminRouter } from './modules/tax-report/tax-report.admin-router';
import { reportsAdminRouter } from './modules/reports/reports.admin-router';
import { dashboardAdminRouter } from './modules/dashboard/dashboard.admin-router';
import { backupsAdminRouter } from './modules/backups/backups.admin-router';
import { chatAdminRouter } from './modules/chat/chat.admin-router';
import { adminLiveRouter } from './modules/admin-live/admin-live.router';
import { chatRouter } from './modules/chat/chat.router';
import { setupAdminRouter } from './modules/setup/setup.admin-router';
import { guestAdminRouter } from './modules/guest/guest.admin-router';
import { guestMessagesAdminRouter } from './modules/guest-messages/guest-messages.admin-router';
import { emailTemplateAdminRouter } from './modules/email/email-template.admin-router';
import { outboxAdminRouter } from './modules/email/outbox.admin-router';
import { siteSettingsAdminRouter } from './modules/site-settings/site-settings.admin-router';
import { auditAdminRouter } from './modules/audit/audit.admin-router';
import { propertyAdminRouter } from './modules/property/property.admin-router';
import { attractionImagesAdminRouter } from './modules/uploads/attraction-images.admin-router';
import { photosAdminRouter } from './modules/uploads/photos.admin-router';
import { pagesAdminRouter } from './modules/pages/pages.admin-router';
import { createCallerFactory, router } from './trpc/init';

export const appRouter = router({
  property: propertyRouter,
  content: contentRouter,
  reviews: reviewsRouter,
  quote: quoteRouter,
  availability: availabilityRouter,
  auth: authRouter,
  contact: contactRouter,
  booking: bookingRouter,
  chat: chatRouter,
  /** Each domain contributes its own admin router; all are built on adminProcedure. */
  admin: router({
    team: authAdminRouter,
    contact: contactAdminRouter,
    calendar: calendarSyncAdminRouter,
    bookings: bookingAdminRouter,
    pricing: pricingAdminRouter,
    taxReport: taxReportAdminRouter,
    reports: reportsAdminRouter,
    dashboard: dashboardAdminRouter,
    backups: backupsAdminRouter,
    chat: chatAdminRouter,
    live: adminLiveRouter,
    content: contentAdminRouter,
    texts: siteTextsAdminRouter,
    setup: setupAdminRouter,
    guests: guestAdminRouter,
    site: siteSettingsAdminRouter,
    guestMessages: guestMessagesAdminRouter,
    photos: photosAdminRouter,
    attractionImages: attractionImagesAdminRouter,
    pages: pagesAdminRouter,
    reviews: reviewsAdminRouter,
    emailTemplates: emailTemplateAdminRouter,
    outbox: outboxAdminRouter,
    audit: auditAdminRouter,
    property: propertyAdminRouter,
    account: accountAdminRouter,
    security: securityAdminRouter,
  }),
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

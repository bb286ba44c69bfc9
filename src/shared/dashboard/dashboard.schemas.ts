import { roleMay, type Permission, type Role } from '../auth/permissions';
import { z } from 'zod';

/** A confirmed stay arriving or leaving in the dashboard's week; money in integer cents. */
export const dashboardStaySchema = z.object({
  reference: z.string(),
  guestName: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  /** What the guest still owes: total less paid, never below zero. */
  dueCents: z.number().int(),
  source: z.enum(['direct', 'manual']),
});
export type DashboardStay = z.infer<typeof dashboardStaySchema>;

export const dashboardHoldSchema = z.object({
  reference: z.string(),
  guestName: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  totalCents: z.number().int(),
  /** ISO instant when the hold lets its nights go. */
  expiresAt: z.string(),
});

/** One period's net revenue (the report's figure) beside the same dates a year earlier. */
export const revenueComparisonSchema = z.object({
  from: z.string(),
  to: z.string(),
  netRevenueCents: z.number().int(),
  lastYear: z.object({ from: z.string(), to: z.string(), netRevenueCents: z.number().int() }),
  /** Change against last year in percent, one decimal; null when last year had nothing. */
  changePercent: z.number().nullable(),
});
export type RevenueComparison = z.infer<typeof revenueComparisonSchema>;

/** Occupancy of the coming nights, as the report counts it. */
export const occupancyOutlookSchema = z.object({
  from: z.string(),
  to: z.string(),
  occupancyPercent: z.number().nullable(),
  nightsOccupied: z.number().int(),
  nightsAvailable: z.number().int(),
});
export type OccupancyOutlook = z.infer<typeof occupancyOutlookSchema>;

export const DASHBOARD_ALERT_KINDS = ['feed_failing', 'feed_stale', 'outbox_stuck', 'contact_messages', 'payment_due', 'payment_failed', 'chat_unread', 'chat_held'] as const;

/** Something the owner should act on, and the admin screen where it is resolved. */
export const dashboardAlertSchema = z.object({
  kind: z.enum(DASHBOARD_ALERT_KINDS),
  message: z.string(),
  /** An admin path (/admin/…) to follow. */
  href: z.string(),
});
export type DashboardAlert = z.infer<typeof dashboardAlertSchema>;

export const dashboardSchema = z.object({
  /** Today's date in Honolulu; the week is today and the 7 days after it. */
  today: z.string(),
  weekEnd: z.string(),
  arrivals: z.array(dashboardStaySchema),
  departures: z.array(dashboardStaySchema),
  holds: z.array(dashboardHoldSchema),
  /** Null for a member whose role may not see the reports' money (staff). */
  revenue: z.object({ thisMonth: revenueComparisonSchema, yearToDate: revenueComparisonSchema }).nullable(),
  occupancy: z.object({ next30: occupancyOutlookSchema, next90: occupancyOutlookSchema }),
  alerts: z.array(dashboardAlertSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The permission an alert's work needs: a member who cannot act on it is not told about it. */
export const DASHBOARD_ALERT_PERMISSIONS: Record<DashboardAlert['kind'], Permission> = {
  feed_failing: 'calendar',
  feed_stale: 'calendar',
  outbox_stuck: 'emails',
  contact_messages: 'messages',
  payment_due: 'bookings.money',
  payment_failed: 'bookings.money',
  chat_unread: 'chat',
  chat_held: 'chat',
};

/** The dashboard as `role` may see it: the revenue only with the reports, the alerts it can act on. */
export function dashboardForRole(dashboard: Dashboard, role: Role): Dashboard {
  return {
    ...dashboard,
    revenue: roleMay(role, 'reports') ? dashboard.revenue : null,
    alerts: dashboard.alerts.filter((alert) => roleMay(role, DASHBOARD_ALERT_PERMISSIONS[alert.kind])),
  };
}

/** Minutes after which an unsent e-mail counts as stuck, even before a failed attempt. */
export const OUTBOX_STUCK_MINUTES = 30;

/** The change from `previous` to `current` in percent with one decimal; null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
